type Article = 'le' | 'la' | "l'" | 'les'

/** Common nouns a French place name may start with, and the article each takes. */
const LEADING_NOUNS: Readonly<Record<string, Article>> = {
  Aéroport: "l'",
  Aréna: "l'",
  Gare: 'la',
  Station: 'la',
  Salle: 'la',
  Place: 'la',
  Stade: 'le',
  Centre: 'le',
  'Centre-ville': 'le',
  Quartier: 'le',
  Parc: 'le',
  Terminal: 'le',
  'Vieux-Montréal': 'le',
}

const STARTS_WITH_VOWEL = /^[AEIOUYÀÂÉÈÊÎÏÔÛÜ]/i

/**
 * A place name after the French preposition `de` or `à`, with article and contraction:
 * 'Stade Lat-Dior' → 'du Stade Lat-Dior' / 'au Stade Lat-Dior'; 'Gare de Thiès' → 'de la Gare de
 * Thiès'; 'Aéroport …' → "de l'Aéroport …"; 'Les Almadies' → 'des Almadies'; 'Ikeja GRA' →
 * "d'Ikeja GRA" / 'à Ikeja GRA'.
 */
export function frenchPlace(name: string, preposition: 'de' | 'à'): string {
  let article: Article | null
  let rest = name
  const explicit = /^(Le|La|Les) (.+)$/.exec(name) ?? /^(L)'(.+)$/.exec(name)
  if (explicit) {
    const word = explicit[1] ?? ''
    article = word === 'L' ? "l'" : (word.toLowerCase() as Article)
    rest = explicit[2] ?? name
  } else {
    const firstWord = name.split(' ')[0] ?? ''
    article = LEADING_NOUNS[firstWord] ?? null
  }
  const space = article === "l'" ? '' : ' '
  if (preposition === 'de') {
    if (article === 'le') return `du ${rest}`
    if (article === 'les') return `des ${rest}`
    if (article) return `de ${article}${space}${rest}`
    return STARTS_WITH_VOWEL.test(name) ? `d'${name}` : `de ${name}`
  }
  if (article === 'le') return `au ${rest}`
  if (article === 'les') return `aux ${rest}`
  if (article) return `à ${article}${space}${rest}`
  return `à ${name}`
}
