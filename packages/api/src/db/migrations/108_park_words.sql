-- Text park search by words (issue 22's 10 ms budget on 500,000 parks).
--
-- Through the trigram indexes of migration 105 a common word (a city's name, in a tenth of the
-- parks) costs three posting lists of some 50,000 entries to intersect and a LIKE on each of the
-- thousand rows counted. Drivers type words from their first letters, so parks are also found by
-- the words of their folded texts (as search_words splits them, migration 107) in park_words: one
-- row a park and word, tier 0 when the word is in the park's names (search_name), 1 when only in
-- its address or region. A search reads the parks of one word (the rarest) in index order, names
-- first, checks each one's other words in the same table by park, and stops at the thousand parks
-- it counts, without visiting a park's row. The trigram indexes remain for words found only inside
-- other words.

-- A park's words, each once, with its tier.
CREATE FUNCTION park_words_of(name_text text, all_text text) RETURNS TABLE (tier smallint, word text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT min(x.t)::smallint, x.w FROM (
    SELECT 0 AS t, w FROM unnest(string_to_array(name_text, ' ')) AS w
    UNION ALL
    SELECT 1, w FROM unnest(string_to_array(all_text, ' ')) AS w
  ) x WHERE x.w <> '' GROUP BY x.w
$$;

CREATE TABLE park_words (
  tier smallint NOT NULL,
  -- "C": byte order, so the words starting with a prefix are one range of the index.
  word text COLLATE "C" NOT NULL,
  park_id integer NOT NULL
);

INSERT INTO park_words (tier, word, park_id) SELECT w.tier, w.word, p.id FROM parks p, park_words_of(p.search_name, p.search_text) w;

-- Read by word (within a tier) in park order; and by park, to check a park's other words and to
-- replace its words.
ALTER TABLE park_words ADD PRIMARY KEY (tier, word, park_id);
CREATE INDEX park_words_park_idx ON park_words (park_id, tier, word);

-- Kept equal to the parks' search columns, in the same transaction as the change.
CREATE FUNCTION parks_copy_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM park_words WHERE park_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO park_words (tier, word, park_id) SELECT w.tier, w.word, NEW.id FROM park_words_of(NEW.search_name, NEW.search_text) w;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER parks_words_insert AFTER INSERT ON parks FOR EACH ROW EXECUTE FUNCTION parks_copy_words();
CREATE TRIGGER parks_words_update AFTER UPDATE ON parks FOR EACH ROW
  WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name OR OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.id <> NEW.id)
  EXECUTE FUNCTION parks_copy_words();
CREATE TRIGGER parks_words_delete AFTER DELETE ON parks FOR EACH ROW EXECUTE FUNCTION parks_copy_words();
