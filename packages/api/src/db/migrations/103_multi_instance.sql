-- Several API instances on one database: what one instance starts, another may have to finish.

-- Every running instance, so work claimed by an instance whose process died can be told from work
-- still under way: an instance refreshes heartbeat_at every few seconds and deletes its row when
-- it closes. A row whose heartbeat is old (or no row) means the instance is gone.
CREATE TABLE api_instances (
  id uuid PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);

-- An idempotency claim names the instance running its request and what the request created,
-- committed in the same transaction as the booking or payment: a retry after that instance died
-- completes the recorded work instead of doing it a second time.
ALTER TABLE idempotency_keys ADD COLUMN owner_id uuid;
ALTER TABLE idempotency_keys ADD COLUMN booking_id integer REFERENCES bookings (id);
ALTER TABLE idempotency_keys ADD COLUMN payment_reference text;

-- The lease of the one check of a payment under way (SPEC §4: a duplicate in-flight check answers
-- 'Payment verification already in progress'), on whichever instance it runs; a lease left by a
-- process that died runs out at verifying_until.
ALTER TABLE payments ADD COLUMN verifying_until timestamptz;
ALTER TABLE payments ADD COLUMN verifying_by uuid;

-- The hold-expiry sweep reads the unpaid gateway holds only, oldest first.
CREATE INDEX bookings_unpaid_holds_idx ON bookings (created_at) WHERE status = 'pending' AND payment_method = 'gateway' AND payment_status = 'pending';
