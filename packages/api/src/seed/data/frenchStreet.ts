/** French street-type words and the article-led, lower-case form they take inside a sentence. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  Rue: 'la rue',
  Avenue: "l'avenue",
  Boulevard: 'le boulevard',
  Route: 'la route',
  Place: 'la place',
  Voie: 'la voie',
  Chemin: 'le chemin',
  Autoroute: "l'autoroute",
  Pôle: 'le pôle',
}

/** 'Rue Carnot' → 'la rue Carnot', 'Avenue Hassan II' → "l'avenue Hassan II"; English street names are left as they are. */
export function frenchStreet(street: string): string {
  const space = street.indexOf(' ')
  const first = space === -1 ? street : street.slice(0, space)
  const lead = STREET_TYPES[first]
  if (!lead) return street
  const rest = street.slice(first.length)
  return lead.endsWith("'") ? `${lead}${rest.trimStart()}` : `${lead}${rest}`
}
