import MagicString from 'magic-string'

/** A stand-in's reader, as the split build writes it and Rolldown renders it (`read$3`, `m$4`). */
const READER = /\n[ \t]*(?:var|const|let) (read(?:\$\d+)?) = \(key\) => (m(?:\$\d+)?)\[key\];/g

/**
 * A part reads each name it uses from a module held elsewhere as `/* @__PURE__ *\/ read("k")`, a
 * call the bundler drops when the name goes unused. Once the part is rendered, what is left of
 * those calls becomes plain property reads (`m.k`) and the readers go: the minifiers keep them as
 * `(e=>t[e])("k")`, about 1.3 kB gzip across the parts. Returns null when the chunk has no reader.
 */
export function inlineRegistryReads(code: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const readers = new Map<string, string>()
  const out = new MagicString(code)
  for (const match of code.matchAll(READER)) {
    readers.set(match[1]!, match[2]!)
    out.remove(match.index, match.index + match[0].length)
  }
  if (!readers.size) return null
  const names = [...readers.keys()].map((name) => name.replace('$', '\\$')).join('|')
  const call = new RegExp(`/\\* @__PURE__ \\*/ (${names})\\("([A-Za-z_$][\\w$]*)"\\)`, 'g')
  for (const match of code.matchAll(call)) out.overwrite(match.index, match.index + match[0].length, `${readers.get(match[1]!)!}.${match[2]!}`)
  // A reader still called some other way (not a rendered stand-in's read) must stay.
  const left = out.toString()
  for (const name of readers.keys()) if (new RegExp(`(?<![\\w$])${name.replace('$', '\\$')}(?![\\w$])`).test(left)) return null
  return { code: left, map: out.generateMap({ hires: true }) }
}
