/**
 * Settings every database session gets. pg_trgm's word similarity threshold (the `<%` operator,
 * which GIN indexes serve) is 0.6 by default: too strict for one slip in a short word ("airprt"
 * shares 4 of its 7 trigrams with "airport" in order: 0.57). 0.5 finds it and still nothing
 * unrelated.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': '0.5',
}
