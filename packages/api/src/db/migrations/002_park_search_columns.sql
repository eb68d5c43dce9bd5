-- Park search reads everything a page of parks needs from the parks' own rows.
--
-- `geo`: the park's point on the earth, stored. ll_to_earth(lat, lng) computed per row (the
-- earth domain's checks make it expensive, more so on PGlite) dominated the nearest-first scan
-- and the radius count; the GiST index is now on the column. Its value is ll_to_earth's own, so
-- earth_distance(ll_to_earth(lat, lng), ...) and earth_distance(geo, ...) are the same number.
--
-- `rates`: the park's rates as answers carry them ([{vehicle_type_id, hourly, daily}] in vehicle
-- type order), kept equal to park_rates by the triggers below, in the same transaction as the
-- change. A search then reads 20 rows instead of 20 rows and 20 index lookups into park_rates.

DROP INDEX parks_earth_idx;

ALTER TABLE parks ADD COLUMN rates json NOT NULL DEFAULT '[]';

-- One park's rates as the `rates` column holds them.
CREATE FUNCTION park_rates_json(park integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT COALESCE(json_agg(json_build_object('vehicle_type_id', r.vehicle_type_id, 'hourly', r.hourly_rate, 'daily', r.daily_rate)
    ORDER BY r.vehicle_type_id), '[]'::json)
  FROM park_rates r WHERE r.park_id = park
$$;

-- One rewrite of the table (and its indexes) fills both columns.
ALTER TABLE parks
  ADD COLUMN geo earth GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED,
  ALTER COLUMN rates TYPE json USING park_rates_json(id);

-- Nearest-first search (ORDER BY geo <-> point) and radius counts (earth_box(...) @> geo).
CREATE INDEX parks_earth_idx ON parks USING gist (geo);

-- After every statement that changes park_rates: the parks it touched get their rates again.
-- Their rows are locked first, then read in a new statement, so two transactions changing one
-- park's rates at once on PostgreSQL cannot leave either one's change out.
CREATE FUNCTION parks_copy_rates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE parks SET rates = '[]' WHERE rates::text <> '[]';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    touched := ARRAY(SELECT DISTINCT park_id FROM new_rates);
  ELSIF TG_OP = 'UPDATE' THEN
    touched := ARRAY(SELECT park_id FROM new_rates UNION SELECT park_id FROM old_rates);
  ELSE
    touched := ARRAY(SELECT DISTINCT park_id FROM old_rates);
  END IF;
  PERFORM 1 FROM parks WHERE id = ANY (touched) ORDER BY id FOR UPDATE;
  UPDATE parks SET rates = park_rates_json(id) WHERE id = ANY (touched);
  RETURN NULL;
END
$$;

CREATE TRIGGER park_rates_copy_insert AFTER INSERT ON park_rates
  REFERENCING NEW TABLE AS new_rates FOR EACH STATEMENT EXECUTE FUNCTION parks_copy_rates();
CREATE TRIGGER park_rates_copy_update AFTER UPDATE ON park_rates
  REFERENCING OLD TABLE AS old_rates NEW TABLE AS new_rates FOR EACH STATEMENT EXECUTE FUNCTION parks_copy_rates();
CREATE TRIGGER park_rates_copy_delete AFTER DELETE ON park_rates
  REFERENCING OLD TABLE AS old_rates FOR EACH STATEMENT EXECUTE FUNCTION parks_copy_rates();
CREATE TRIGGER park_rates_copy_truncate AFTER TRUNCATE ON park_rates
  FOR EACH STATEMENT EXECUTE FUNCTION parks_copy_rates();
