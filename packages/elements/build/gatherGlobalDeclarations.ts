import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every `declare global { … }` block of a declaration file, whole (braces matched). */
function globalBlocks(text: string): string[] {
  const blocks: string[] = []
  let from = 0
  for (;;) {
    const start = text.indexOf('declare global {', from)
    if (start < 0) return blocks
    let depth = 0
    let end = start
    for (let i = text.indexOf('{', start); i < text.length; i++) {
      if (text[i] === '{') depth++
      else if (text[i] === '}' && --depth === 0) {
        end = i + 1
        break
      }
    }
    blocks.push(text.slice(start, end))
    from = end
  }
}

/**
 * API Extractor copies every `declare global` block of the program into each rolled-up entry,
 * also where the entry lacks the types the block names (loader's snippet.d.ts would declare
 * `'parkade-park-search': ParkSearchElement` without a ParkSearchElement), and two entries
 * imported together would declare `window.Parkade` twice with different types. So the blocks move
 * to one file, `dist/<scriptTypes>` (the types of parkade.js, parkade-en.js, parkade-fr.js and loader.js), which
 * imports what they name from index.d.ts, and every entry references that file.
 */
export function gatherGlobalDeclarations(outDir: string, scriptTypes: string): void {
  const entries = readdirSync(outDir).filter((file) => file.endsWith('.d.ts') && file !== scriptTypes)
  const index = readFileSync(join(outDir, 'index.d.ts'), 'utf8')
  const blocks = globalBlocks(index)
  for (const file of entries) {
    const path = join(outDir, file)
    let text = readFileSync(path, 'utf8')
    for (const block of globalBlocks(text)) text = text.replace(block, '')
    writeFileSync(path, `/// <reference path="./${scriptTypes}" />\n${text.replace(/\n{3,}/g, '\n\n')}`)
  }
  const exported = new Set([...index.matchAll(/^export declare (?:interface|type|class|function|const|enum) (\w+)/gm)].map((m) => m[1]))
  const named = [...new Set(blocks.join('\n').match(/\b[A-Z]\w*\b/g) ?? [])].filter((name) => exported.has(name)).sort()
  const global = ['ParkadeGlobal', 'ParkadeLoaderStub'].filter((name) => exported.has(name))
  writeFileSync(
    join(outDir, scriptTypes),
    [
      '// The types of parkade.js, parkade-en.js, parkade-fr.js and loader.js (window.Parkade), and what every entry of',
      "// @parkade/elements declares globally: the elements' tags and their events.",
      `import type { ${[...new Set([...named, ...global])].sort().join(', ')} } from './index.js'`,
      '',
      `export type { ${global.join(', ')} }`,
      '',
      ...blocks.map((block) => `${block}\n`),
    ].join('\n'),
  )
}
