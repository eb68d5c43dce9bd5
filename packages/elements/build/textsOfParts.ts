/**
 * The features whose English each part fetches (`search` for `search-en`), its shared parts'
 * included: a feature's texts part is `<feature>-<language>` in every language (englishOnDemand
 * makes the English ones), so the page's loader fetches the page's language's with the part.
 */
export function textsOfParts(parts: Iterable<string>, dependencies: Map<string, string[]>, loads: Map<string, Set<string>>): Record<string, string[]> {
  const english = (name: string) => [...(loads.get(name) ?? [])].filter((part) => part.endsWith('-en')).map((part) => part.slice(0, -'-en'.length))
  const texts: Record<string, string[]> = {}
  for (const name of parts) {
    const features = new Set<string>()
    const visit = (part: string, seen: Set<string>) => {
      if (seen.has(part)) return
      seen.add(part)
      for (const feature of english(part)) features.add(feature)
      for (const dependency of dependencies.get(part) ?? []) visit(dependency, seen)
    }
    visit(name, new Set())
    if (features.size) texts[name] = [...features].sort()
  }
  return texts
}
