import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

// Static imports of a built ES module: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g

/** A built module and the local chunks it imports statically (transitively): what a browser fetches before it runs. */
export function moduleClosure(file: string): string[] {
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    const code = readFileSync(path, 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) visit(resolve(dirname(path), match[1]!))
  }
  visit(resolve(file))
  return [...seen]
}
