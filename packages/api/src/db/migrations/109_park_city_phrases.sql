-- A city's name typed whole finds its parks by one index range (issue 22's 10 ms budget on 500,000 parks).
--
-- Several words are found through the rarest one's parks in park_words, each checked for the other
-- words (searchParks.ts). That costs a lookup a park, and a city of two words ("port harcourt",
-- "saint louis") is the case where both words are common and found together: a thousand parks to
-- check, none to skip. So a city named in more than one word is also one entry of park_words, the
-- whole folded name, in tier 2 (never read by a one-word search): "port harcourt" and "port harc"
-- are one range of the index. A phrase that fills the thousand parks a search counts is the answer;
-- one that does not (a smaller town) leaves the search to the words, which find those parks too.

-- The folded text's words joined by one space; NULL when it has fewer than two.
CREATE FUNCTION search_phrase(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE WHEN cardinality(w) > 1 THEN array_to_string(w, ' ') END
  FROM (SELECT array_remove(string_to_array(search_fold($1), ' '), '') AS w) x
$$;

CREATE OR REPLACE FUNCTION parks_copy_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM park_words WHERE park_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO park_words (tier, word, park_id) SELECT w.tier, w.word, NEW.id FROM park_words_of(NEW.search_name, NEW.search_text) w;
    INSERT INTO park_words (tier, word, park_id) SELECT 2, search_phrase(NEW.city), NEW.id WHERE search_phrase(NEW.city) IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;

INSERT INTO park_words (tier, word, park_id) SELECT 2, search_phrase(p.city), p.id FROM parks p WHERE search_phrase(p.city) IS NOT NULL;
