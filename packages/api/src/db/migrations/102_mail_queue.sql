-- The outbox becomes the mail queue: a message is written in the transaction of what it reports
-- (so it exists exactly when that committed), and src/mail/startMailWorker.ts delivers it by SMTP.
-- `body` stays the plain-text part and `code` the one-time code, so /dev/outbox reads both as before.

-- Rows written before there was a mail server behind the outbox were never meant to be sent (their
-- codes have long expired): they join the queue as failed, never delivered. The defaults are set
-- first to what old rows get, then to what new rows get, so no row is rewritten.
ALTER TABLE outbox
  ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'fr')),
  ADD COLUMN html text,
  -- [{ filename, content_type, content (base64), cid? }]; a cid makes it an inline image of the HTML.
  ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN status text NOT NULL DEFAULT 'failed' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  -- Delivery attempts begun (counted when claimed, so an attempt whose process died counts too).
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  -- When a queued message is due; for a message being sent, when its lease runs out.
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- The lease of the worker sending it: after locked_until another worker may take it over.
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN locked_by text,
  ADD COLUMN sent_at timestamptz,
  -- The mail server's last refusal, with any e-mail address in it masked.
  ADD COLUMN last_error text DEFAULT 'Written before e-mail was delivered; never sent.',
  -- The Message-ID header, fixed at the first attempt so a resend carries the same one.
  ADD COLUMN message_id text;

ALTER TABLE outbox ALTER COLUMN status SET DEFAULT 'queued';
ALTER TABLE outbox ALTER COLUMN last_error DROP DEFAULT;

-- The worker's claim: due messages, oldest first; sent and failed ones stay out of the index.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE status IN ('queued', 'sending');

-- Times in e-mails are the park's local time. The seed and the bench generator give each park the
-- zone of its city; a park inserted without one gets the main zone of its country.
ALTER TABLE parks ADD COLUMN time_zone text CHECK (time_zone ~ '^[A-Za-z]+(/[A-Za-z0-9_+-]+)*$');

CREATE FUNCTION parks_country_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.time_zone := CASE (SELECT code FROM countries WHERE id = NEW.country_id)
    WHEN 'NG' THEN 'Africa/Lagos'
    WHEN 'SN' THEN 'Africa/Dakar'
    WHEN 'CA' THEN 'America/Toronto'
    WHEN 'US' THEN 'America/New_York'
    WHEN 'GB' THEN 'Europe/London'
    ELSE 'UTC'
  END;
  RETURN NEW;
END
$$;

CREATE TRIGGER parks_time_zone_default BEFORE INSERT OR UPDATE OF time_zone ON parks
  FOR EACH ROW WHEN (NEW.time_zone IS NULL) EXECUTE FUNCTION parks_country_time_zone();

-- Parks already loaded (the default seed re-applies with its zones; bench parks are not reloaded).
UPDATE parks SET time_zone = CASE city
    WHEN 'Lagos' THEN 'Africa/Lagos'
    WHEN 'Abuja' THEN 'Africa/Lagos'
    WHEN 'Port Harcourt' THEN 'Africa/Lagos'
    WHEN 'Dakar' THEN 'Africa/Dakar'
    WHEN 'Thiès' THEN 'Africa/Dakar'
    WHEN 'Toronto' THEN 'America/Toronto'
    WHEN 'Montréal' THEN 'America/Toronto'
    WHEN 'Vancouver' THEN 'America/Vancouver'
    WHEN 'New York' THEN 'America/New_York'
    WHEN 'Atlanta' THEN 'America/New_York'
    WHEN 'Houston' THEN 'America/Chicago'
  END;

ALTER TABLE parks ALTER COLUMN time_zone SET NOT NULL;

-- Rewriting every park undoes a bench data set's CLUSTER: forgetting it makes the bench loader
-- (insertBenchParks.layOutForSearch) cluster and vacuum the table again.
ALTER TABLE parks SET WITHOUT CLUSTER;
