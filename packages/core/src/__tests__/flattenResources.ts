/** A resource bundle: texts under nested keys. */
export type ResourceTree = { [key: string]: string | ResourceTree }

/** Dotted path → text, for every leaf. */
export function flattenResources(tree: ResourceTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [p, v] of flattenResources(value, path)) out.set(p, v)
  }
  return out
}
