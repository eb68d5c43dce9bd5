-- Place search and indexed, ranked park search (issue 22).
--
-- Drivers type where they are going, with or without accents, in English or French: both the
-- stored texts and the typed words go through one fold (accents off, lower case, punctuation to
-- spaces) and are compared by trigrams (pg_trgm), which GIN indexes serve.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent(text) is only STABLE (its dictionary could change); naming the dictionary pins it, so
-- the fold can be IMMUTABLE, hence usable in generated columns and indexes.
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[[:punct:][:space:]–—’‘“”«»]+', ' ', 'g'))
$$;

-- What drivers head for: the seeded landmarks (airports, stadiums, stations, districts, event
-- venues) and cities. Parks are places too, searched through their own columns below.
CREATE TABLE places (
  -- 'landmark:{key}' or 'city:{country code}:{slug}'
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('landmark', 'city')),
  landmark_key text UNIQUE,
  -- airport, stadium, station, district, venue, city
  type text NOT NULL,
  name text NOT NULL,
  name_fr text,
  city text NOT NULL,
  region text NOT NULL DEFAULT '',
  -- Where it is, to tell places apart ('Airport Road, Ikeja, Lagos'); '' for a city.
  address text NOT NULL DEFAULT '',
  country_id integer NOT NULL REFERENCES countries (id),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  -- Breaks ties between equally good matches: airports and stadiums before districts.
  importance integer NOT NULL,
  -- Other names drivers use, space separated: IATA codes, 'MSG'.
  aliases text NOT NULL DEFAULT '',
  -- Leading space: a word-start pattern ('% ab%') then matches the first word too.
  search_text text GENERATED ALWAYS AS (' ' || search_fold(name || ' ' || coalesce(name_fr, '') || ' ' || city || ' ' || aliases)) STORED
);
CREATE INDEX places_search_idx ON places USING gin (search_text gin_trgm_ops);

-- A park's folded texts: `search_name` (its name, its landmark's English and French names, its
-- city) ranks above `search_text` (all that plus address and region), so "airport" lists the
-- airport parks before a stadium on Airport Road. Set by a trigger on every write that changes
-- them, so the seed, the bench loader and any future writer keep them right.
ALTER TABLE parks ADD COLUMN search_name text NOT NULL DEFAULT '', ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION parks_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  landmark_names text;
BEGIN
  IF NEW.landmark_key IS NOT NULL THEN
    SELECT concat_ws(' ', l.name, l.name_fr) INTO landmark_names FROM places l WHERE l.landmark_key = NEW.landmark_key;
  END IF;
  NEW.search_name := ' ' || search_fold(concat_ws(' ', NEW.name, landmark_names, NEW.city));
  NEW.search_text := NEW.search_name || ' ' || search_fold(concat_ws(' ', NEW.address, NEW.region));
  RETURN NEW;
END
$$;

CREATE TRIGGER parks_search_columns BEFORE INSERT OR UPDATE OF name, address, city, region, landmark_key ON parks
  FOR EACH ROW EXECUTE FUNCTION parks_search_columns();

-- Existing rows (the seed, applied again after this, adds their landmarks' names).
UPDATE parks SET name = name;

DROP INDEX parks_text_trgm_idx;
CREATE INDEX parks_search_name_idx ON parks USING gin (search_name gin_trgm_ops);
CREATE INDEX parks_search_text_idx ON parks USING gin (search_text gin_trgm_ops);
