/**
 * The features whose English each part or shared part `import()`s itself (`search` for
 * `search-en`): a feature's texts part is `<feature>-<language>` in every language (a module per
 * language, `searchEn.ts`, `checkoutTextsEn.ts`), so the page's loader fetches the page's language's with the part, and
 * with each shared part it reads.
 */
export function textsOfParts(loads: Map<string, Set<string>>): Record<string, string[]> {
  const texts: Record<string, string[]> = {}
  for (const [name, parts] of loads) {
    const features = [...parts].filter((part) => part.endsWith('-en')).map((part) => part.slice(0, -'-en'.length))
    if (features.length) texts[name] = features.sort()
  }
  return texts
}
