-- The sitemap's <lastmod> for park pages (issue 24): when what /park/{slug} shows last changed.
--
-- NULL until a park's details change, so adding the column rewrites none of 500,000 rows; readers
-- take COALESCE(updated_at, created_at). The trigger sets it on a change to anything the page
-- shows, its rates included (the `rates` column follows park_rates through 002's triggers), and
-- ignores updates that change nothing.
ALTER TABLE parks ADD COLUMN updated_at timestamptz;

CREATE FUNCTION parks_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

CREATE TRIGGER parks_touch_updated_at BEFORE UPDATE OF
  slug, name, type, description, description_fr, address, city, region, country_id, lat, lng, capacity,
  is_24_hours, opens_at, closes_at, amenities, entry_instructions, entry_instructions_fr, currency, image_key, rates
  ON parks FOR EACH ROW
  WHEN ((OLD.slug, OLD.name, OLD.type, OLD.description, OLD.description_fr, OLD.address, OLD.city, OLD.region, OLD.country_id,
        OLD.lat, OLD.lng, OLD.capacity, OLD.is_24_hours, OLD.opens_at, OLD.closes_at, OLD.amenities, OLD.entry_instructions,
        OLD.entry_instructions_fr, OLD.currency, OLD.image_key, OLD.rates::text)
    IS DISTINCT FROM
       (NEW.slug, NEW.name, NEW.type, NEW.description, NEW.description_fr, NEW.address, NEW.city, NEW.region, NEW.country_id,
        NEW.lat, NEW.lng, NEW.capacity, NEW.is_24_hours, NEW.opens_at, NEW.closes_at, NEW.amenities, NEW.entry_instructions,
        NEW.entry_instructions_fr, NEW.currency, NEW.image_key, NEW.rates::text))
  EXECUTE FUNCTION parks_touch_updated_at();
