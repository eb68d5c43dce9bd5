-- Park names by words, for the place search (issue 22's 10 ms autocomplete budget on 500,000 parks).
--
-- The place search offers parks whose names hold every typed word. Through the trigram index of
-- migration 105 a common word (a city's name, in a tenth of the parks) is three posting lists of
-- some 50,000 entries each to intersect, then a LIKE on every row found, and a typo ("airprt")
-- still pays for the common word before finding nothing. Drivers type words from their first
-- letters, so the folded names are also indexed word by word: each word a lexeme of a tsvector
-- (split on the spaces search_fold leaves: no parser, no stemming, no stop words), searched as
-- prefixes ('lagos':* & 'airp':*), one posting list a word, intersected in the index with no
-- recheck.

-- The words of a folded text, as they are.
CREATE FUNCTION search_words(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_to_tsvector(array_remove(string_to_array($1, ' '), ''))
$$;

-- Every word of a typed text, folded, as the start of a word; NULL (which matches nothing) when no
-- word is left. Quoted, so no word is read as an operator.
CREATE FUNCTION search_prefix_query(text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT string_agg('''' || replace(replace(w, '\', '\\'), '''', '''''') || ''':*', ' & ')::tsquery
  FROM unnest(string_to_array(search_fold($1), ' ')) AS w WHERE w <> ''
$$;

-- An expression index: search_name is kept by migration 105's trigger, nothing more to maintain.
CREATE INDEX parks_name_words_idx ON parks USING gin (search_words(search_name));
