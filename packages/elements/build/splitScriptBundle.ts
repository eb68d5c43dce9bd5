import { createHash } from 'node:crypto'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { basename, extname, join, relative } from 'node:path'
import { build } from 'vite'
import type { InlineConfig, Plugin } from 'vite'
import { SCRIPT_CHUNKS_GLOBAL } from '../src/script/scriptChunks.ts'
import { inlineRegistryReads } from './inlineRegistryReads.ts'
import { registryKeys } from './registryKeys.ts'
import { splitSourceMapUrl } from './splitSourceMapUrl.ts'
import { textsOfParts } from './textsOfParts.ts'

// parkade.js is one classic script, and a classic script cannot import. So the script-tag build
// splits it by hand, in several builds of the same sources:
//   1. the runtime alone, to learn which modules it holds and which `import()`s leave it;
//   2. each `import()`ed module of our packages as a part, `parkade.<name>.js`: an IIFE whose
//      imports of modules held elsewhere are not bundled but read from the page's registry
//      (`__parkadeScript.m`), so a part shares Preact, the client and its stores with the runtime
//      (in the part, such a module is a stand-in of the same exports, taken from the registry).
//      Built once to learn what each part holds; then code that two or more parts hold goes
//      into a shared part, `parkade.shared-<hash>.js`, one per set of parts that hold it (so a
//      page with one element fetches only what that element needs), except code only a part and a
//      part that only it fetches hold: the first keeps it and puts into the registry what the
//      second reads from it. Then the parts are built again (those that hand code over last);
//   3. the shared parts, each putting into the registry the names the others read from it;
//   4. the runtime again (the build Vite writes as parkade.js), putting into the registry the
//      names the parts read from it, with the shared parts each part needs, and loading parts
//      through `__parkadeScript.load`.
// See src/script/scriptChunks.ts for the page's side.

const PART = 'parkade-part:'
const EXPOSED = '\0parkade-runtime-modules'
const FROM_REGISTRY = '\0parkade-from-registry:'
const SHARED_ENTRY = 'parkade-shared-entry.'
const PART_ENTRY = 'parkade-part-entry.'
const PART_IMPORT = /import\(\s*(["'`])parkade-part:([\w-]+)\1\s*\)/g
const RUNTIME = 'parkade.js'
/** A part's file: its name and a hash of its content, so it can be cached for good and a cached parkade.js finds its own. */
const PART_FILE = /^parkade\.[a-z0-9-]+\.[\w-]{8}\.js$/
/**
 * Code shared by the same parts is a shared part only from this size (rendered, before
 * minifying, about 2 kB gzip), or when a module in it keeps state: below it, a request costs
 * more than the duplicate bytes.
 */
const MIN_SHARED_SIZE = 8_000

export interface SplitScriptOptions {
  /** The repository root: registry keys are hashes of paths relative to it, the same on every machine. */
  root: string
  /** The runtime's entry (parkade.ts), absolute. */
  entry: string
  outDir: string
  /** src/script/scriptChunks.ts, absolute: the registry the runtime fills. */
  registry: string
  /** Everything else the runtime's build uses (resolve, define, plugins, target): the parts build with it too. */
  shared: () => InlineConfig
  /**
   * Modules parkade.js holds although it does not import them, absolute: small ones without state
   * that many parts use, which the rule above would otherwise copy into each of them. The parts
   * they `import()` are built too.
   */
  runtimeHolds?: string[]
}

/** `checkoutElement.tsx` → `checkout`; `loadPaymentGateway.ts` → `load-payment-gateway`. */
function partName(id: string): string {
  const name = basename(id, extname(id))
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/-element$/, '')
}

/** Modules that can be held in one place and read by others: real modules, not barrels (a barrel would drag its whole package in). */
function shareable(id: string): boolean {
  return !id.startsWith('\0') && !/[\\/]index\.(ts|tsx|js|mjs)$/.test(id)
}

/** Names read from each module held elsewhere: module → names. */
type Reads = Map<string, Set<string>>

function addReads(into: Reads, from: Reads) {
  for (const [id, names] of from) {
    const known = into.get(id) ?? new Set<string>()
    for (const name of names) known.add(name)
    into.set(id, known)
  }
}

type Node = { type: string; [key: string]: unknown }

/**
 * Whether a module keeps state of its own (a top-level `let`, an object made by `new` or by a
 * call such as `createContext`, a class that `instanceof` checks, a statement run for its effect):
 * such a module must exist once on the page, so it is never copied into two parts.
 */
function keepsState(program: { body: Node[] }): boolean {
  return program.body.some((statement) => {
    const node = (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') && statement.declaration ? (statement.declaration as Node) : statement
    if (node.type === 'ClassDeclaration' || node.type === 'ExpressionStatement') return true
    if (node.type !== 'VariableDeclaration') return false
    if (node.kind !== 'const') return true
    return (node.declarations as Node[]).some((d) => {
      const init = d.init as Node | null
      return !!init && (init.type === 'NewExpression' || init.type === 'CallExpression' || init.type === 'ClassExpression')
    })
  })
}

/** The sources of a module's `export * from` statements. */
function starSources(program: { body: Node[] }): string[] {
  return program.body.filter((node) => node.type === 'ExportAllDeclaration' && !node.exported).map((node) => (node.source as { value: string }).value)
}

/**
 * Replaces the `import()` of each part with the registry's loader, so the part's file is fetched
 * instead. `parts` gets every part seen (name → module); `used`, those left in the output after
 * tree-shaking (an `import()` inside an unused function is seen, not used); `loads`, if given,
 * those left in this build's output.
 */
function partImports(parts: Map<string, string>, used: Set<string>, workspace: RegExp, loads?: Set<string>): Plugin {
  return {
    name: 'parkade:script-part-imports',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer) return null
      const resolved = await this.resolve(specifier, importer, { skipSelf: true })
      if (!resolved || resolved.external || !workspace.test(resolved.id)) return null
      const name = partName(resolved.id)
      const known = parts.get(name)
      if (known && known !== resolved.id) this.error(`two parts would be named '${name}': ${known} and ${resolved.id}`)
      parts.set(name, resolved.id)
      return { id: `${PART}${name}`, external: true }
    },
    renderChunk(code) {
      if (!code.includes(PART)) return null
      const out = code.replace(PART_IMPORT, (_, _quote: string, name: string) => {
        used.add(name)
        loads?.add(name)
        return `${SCRIPT_CHUNKS_GLOBAL}.load(${JSON.stringify(name)})`
      })
      if (out.includes(PART)) this.error(`an import() of a part was left as it was`)
      return { code: out, map: null }
    },
  }
}

export function splitScriptBundle(options: SplitScriptOptions): Plugin[] {
  const workspace = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/
  const keys = new Map<string, string>()
  const keyOf = (id: string) => {
    const key = `m${BigInt(`0x${createHash('sha1').update(relative(options.root, id)).digest('hex').slice(0, 12)}`).toString(36).slice(0, 5)}`
    const other = keys.get(key)
    if (other && other !== id) throw new Error(`two modules share the registry key ${key}: ${other}, ${id}`)
    keys.set(key, id)
    return key
  }
  /** Each module read from the registry: its export names' keys (registryKeys), from its stand-in. */
  const exportKeys = new Map<string, Map<string, string>>()
  /** The code that puts `reads`' names of each module into the registry. */
  const exposure = (reads: Reads) => {
    const modules = [...reads].filter(([, names]) => names.size).sort(([a], [b]) => a.localeCompare(b))
    const local = (id: string, name: string) => `${keyOf(id)}_${name}`
    const keyIn = (id: string, name: string) => {
      const key = exportKeys.get(id)?.get(name)
      if (!key) throw new Error(`no registry key for ${name} of ${id}`)
      return key
    }
    return [
      `import { keepFirst, scriptChunks } from ${JSON.stringify(options.registry)}`,
      ...modules.map(([id, names]) => `import { ${[...names].map((n) => `${n} as ${local(id, n)}`).join(', ')} } from ${JSON.stringify(id)}`),
      `keepFirst(scriptChunks().m, {`,
      ...modules.map(([id, names]) => `  ${keyOf(id)}: { ${[...names].map((n) => `${keyIn(id, n)}: ${local(id, n)}`).join(', ')} },`),
      `})`,
    ]
  }

  const parts = new Map<string, string>()
  const used = new Set<string>()
  /** What the runtime must put in the registry, and each part's shared parts. */
  const runtimeReads: Reads = new Map()
  const dependencies = new Map<string, string[]>()
  /** Each part's content hash: its file is `parkade.<name>.<hash>.js`. */
  const files = new Map<string, string>()
  /** The parts each part or shared part `import()`s. */
  const partLoads = new Map<string, Set<string>>()

  /**
   * Pass 1: the modules `entry` brings into the runtime, and the parts it `import()`s (into `parts`
   * and `used`): the runtime's entry, then each module it holds without importing it.
   */
  async function runtimeModules(entry: string): Promise<Set<string>> {
    const shared = options.shared()
    const output = await build({
      ...shared,
      configFile: false,
      logLevel: 'warn',
      plugins: [...(shared.plugins ?? []), partImports(parts, used, workspace)],
      build: {
        ...shared.build,
        write: false,
        lib: { entry, formats: ['iife'], name: 'ParkadeRuntimeProbe', fileName: () => 'probe.js' },
      },
    })
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []))
    return new Set(chunks.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])))
  }

  /**
   * One part or shared part. `elsewhere`: module → where it is held (the runtime or a shared
   * part); such a module becomes a stand-in reading the registry. Returns the modules it holds
   * and the names it reads from elsewhere.
   */
  async function buildChunk(name: string, entry: string, elsewhere: Map<string, string>, write: boolean, entryCode?: string) {
    const shared = options.shared()
    const reads: Reads = new Map()
    const holds = new Map<string, { size: number; state: boolean }>()
    const loads = new Set<string>()
    let exported: string[] = []
    const fromRegistry: Plugin = {
      name: 'parkade:script-part-registry-modules',
      enforce: 'pre',
      async resolveId(source, importer, resolveOptions) {
        if (source.startsWith(FROM_REGISTRY) || source === entry) return source
        if (!importer) return null
        const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true })
        if (!resolved || resolved.external || !elsewhere.has(resolved.id)) return null
        return `${FROM_REGISTRY}${resolved.id}`
      },
      async load(id) {
        if (id === entry && entryCode !== undefined) return entryCode
        if (!id.startsWith(FROM_REGISTRY)) return null
        const real = id.slice(FROM_REGISTRY.length)
        const info = await this.load({ id: real, resolveDependencies: false })
        // `*` stands for the module's `export * from`s, passed on below.
        const named = info.exports.filter((e) => e !== '*')
        const invalid = named.filter((e) => !/^[A-Za-z_$][\w$]*$/.test(e))
        if (invalid.length) this.error(`${real} exports names a stand-in cannot declare: ${invalid.join(', ')}`)
        // `export * from` names are not in `exports`: the stand-in passes them on from that module's stand-in.
        const starred: string[] = []
        for (const source of starSources(this.parse(info.code ?? '') as unknown as { body: Node[] })) {
          const target = await this.resolve(source, real)
          if (!target) this.error(`${real}: cannot resolve ${source}`)
          starred.push(`export * from ${JSON.stringify(target.id)}`)
        }
        const keys = registryKeys(named)
        exportKeys.set(real, keys)
        // One pure read per name, so the names this chunk does not use are dropped, and the
        // module's holder is asked to keep only those it does (renderedExports, below).
        const read = (e: string) => `/* @__PURE__ */ read(${JSON.stringify(keys.get(e))})`
        return [
          `const m = ${SCRIPT_CHUNKS_GLOBAL}.m.${keyOf(real)}`,
          'const read = (key) => m[key]',
          ...named.map((e) => (e === 'default' ? `export default ${read(e)}` : `export const ${e} = ${read(e)}`)),
          ...starred,
        ].join('\n')
      },
      renderChunk(code) {
        return inlineRegistryReads(code)
      },
      generateBundle(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          if (file.isEntry) {
            exported = file.exports
            files.set(name, file.fileName.slice(`parkade.${name}.`.length, -'.js'.length))
            // A part that cannot run (a shared part it reads failed to load) says why to the loader, not to the page's error handler.
            // parkade.js made the registry before it fetched any part: the IIFE's lines making
            // `__parkadeScript` and its `c` if missing (100 bytes a part) are dropped.
            const made = `this.${SCRIPT_CHUNKS_GLOBAL}=this.${SCRIPT_CHUNKS_GLOBAL}||{},this.${SCRIPT_CHUNKS_GLOBAL}.c=this.${SCRIPT_CHUNKS_GLOBAL}.c||{},this.${SCRIPT_CHUNKS_GLOBAL}.c`
            if (!file.code.startsWith(made)) this.error(`part ${name} does not start as an IIFE into the registry: ${file.code.slice(0, 200)}`)
            // A source map's URL stays the file's last line (tools read it there), after the `try`
            // it would otherwise comment out.
            const { body, mapUrl } = splitSourceMapUrl(file.code.slice(made.length))
            file.code = `try{this.${SCRIPT_CHUNKS_GLOBAL}.c${body}}catch(e){var r=self.${SCRIPT_CHUNKS_GLOBAL};r&&(r.e[${JSON.stringify(name)}]=e)}${mapUrl}`
          }
          for (const [id, module] of Object.entries(file.modules)) {
            if (!id.startsWith(FROM_REGISTRY)) {
              if (shareable(id)) {
                const code = this.getModuleInfo(id)?.code
                holds.set(id, { size: module.renderedLength, state: code ? keepsState(this.parse(code) as unknown as { body: Node[] }) : true })
              }
              continue
            }
            // A name the module passes on from another's `export *` is read from that one's stand-in.
            const real = id.slice(FROM_REGISTRY.length)
            const own = module.renderedExports.filter((name) => exportKeys.get(real)?.has(name))
            if (!own.length) continue
            addReads(reads, new Map([[real, new Set(own)]]))
          }
        }
      },
    }
    await build({
      ...shared,
      configFile: false,
      logLevel: 'warn',
      plugins: [fromRegistry, ...(shared.plugins ?? []), partImports(parts, used, workspace, loads)],
      build: {
        ...shared.build,
        outDir: options.outDir,
        emptyOutDir: false,
        write,
        lib: { entry, formats: ['iife'], name: `${SCRIPT_CHUNKS_GLOBAL}.c.${name}`, fileName: () => `parkade.${name}.[hash].js` },
        rolldownOptions: {
          // The registry reads a part's exports by name: its object needs no Symbol.toStringTag (60 bytes a part).
          output: { generatedCode: { symbols: false } },
          // A name a part imports that its stand-in lacks, or gets twice, is a broken part.
          onwarn(warning, warn) {
            if (warning.code === 'MISSING_EXPORT' || warning.code === 'NAMESPACE_CONFLICT') throw new Error(`part ${name}: ${warning.message}`)
            warn(warning)
          },
        },
      },
    })
    return { holds, reads, loads, exported }
  }

  /** The shared parts a chunk reads from, given where each module it reads is held. */
  const sharedPartsOf = (reads: Reads, where: Map<string, string>) =>
    [...new Set([...reads.keys()].map((id) => where.get(id)!).filter((holder) => holder !== RUNTIME))].sort()

  const runtimeParts = new Set<string>()
  const split: Plugin = {
    name: 'parkade:split-script-bundle',
    enforce: 'pre',
    async buildStart() {
      parts.clear()
      partLoads.clear()
      used.clear()
      runtimeReads.clear()
      dependencies.clear()
      files.clear()
      exportKeys.clear()
      for (const file of existsSync(options.outDir) ? readdirSync(options.outDir, { withFileTypes: true }) : []) {
        if (file.isFile() && PART_FILE.test(file.name)) rmSync(join(options.outDir, file.name))
      }
      const runtime = new Map([...(await runtimeModules(options.entry))].filter(shareable).map((id) => [id, RUNTIME]))
      // Exposed by the runtime's last build like any module a part reads from it, which brings them
      // in; the parts such a module import()s are built like the runtime's own.
      const heldImports = new Set<string>()
      for (const id of options.runtimeHolds ?? []) {
        runtime.set(id, RUNTIME)
        for (const dependency of await runtimeModules(id)) heldImports.add(dependency)
      }

      // What each part holds on its own (a part may import() further parts: until none is left).
      const fetchedByRuntime = new Set(used)
      const holdings = new Map<string, Map<string, { size: number; state: boolean }>>()
      const fetchers = new Map<string, Set<string>>()
      const exportsOf = new Map<string, string[]>()
      for (let pending = [...used]; pending.length; pending = [...used].filter((name) => !holdings.has(name))) {
        for (const name of pending) {
          const { holds, loads, exported } = await buildChunk(name, parts.get(name)!, runtime, false)
          holdings.set(name, holds)
          exportsOf.set(name, exported)
          for (const loaded of loads) fetchers.set(loaded, new Set([...(fetchers.get(loaded) ?? []), name]))
        }
      }
      /** The part that alone fetches `name` (so has always run before it), if one does. */
      const onlyFetcher = (name: string) => {
        const by = fetchers.get(name)
        return !fetchedByRuntime.has(name) && by?.size === 1 ? [...by][0]! : null
      }

      // Modules two or more parts hold: one shared part per set of parts holding them.
      const holders = new Map<string, string[]>()
      const sizes = new Map<string, number>()
      const stateful = new Set<string>()
      for (const [name, held] of holdings) {
        for (const [id, { size, state }] of held) {
          holders.set(id, [...(holders.get(id) ?? []), name])
          sizes.set(id, Math.max(size, sizes.get(id) ?? 0))
          if (state) stateful.add(id)
        }
      }
      // parkade.js carries what a held module imports; a module with state that parts hold as well
      // would be two instances on the page (a feature's texts, fetched and failed twice over).
      const twice = [...stateful].filter((id) => heldImports.has(id) && !runtime.has(id))
      if (twice.length) this.error(`a module of runtimeHolds imports modules with state that parts hold too (hold them as well, or leave it to the parts): ${twice.join(', ')}`)
      const groups = new Map<string, { members: string[]; modules: string[]; size: number }>()
      for (const [id, names] of holders) {
        if (names.length < 2) continue
        const members = [...names].sort()
        const group = `shared-${createHash('sha1').update(members.join()).digest('hex').slice(0, 4)}`
        const known = groups.get(group)
        groups.set(group, { members, modules: [...(known?.modules ?? []), id], size: (known?.size ?? 0) + sizes.get(id)! })
      }
      const entries = new Set(parts.values())
      const shared = [...groups.values()].flatMap((g) => g.modules).filter((id) => entries.has(id))
      if (shared.length) this.error(`a part's own module is held by other parts too (import its code, not the part): ${shared.join(', ')}`)
      // Code only a part and a part that only it fetches hold stays in the first, which hands it to
      // the second: the second runs after it, so no shared part (one more file) is fetched for it.
      /** Module → the part that holds it for the part it fetches; part → the part that fetches it and hands it code. */
      const heldForChild = new Map<string, string>()
      const parentOf = new Map<string, string>()
      for (const [group, { members, modules }] of groups) {
        const [a, b] = members as [string, string]
        const parent = members.length !== 2 ? null : onlyFetcher(b) === a ? a : onlyFetcher(a) === b ? b : null
        if (!parent) continue
        for (const id of modules) heldForChild.set(id, parent)
        parentOf.set(parent === a ? b : a, parent)
        groups.delete(group)
      }
      for (const [group, { size, modules }] of groups) {
        if (size < MIN_SHARED_SIZE && !modules.some((id) => stateful.has(id))) groups.delete(group)
      }
      const where = new Map(runtime)
      for (const [group, { modules }] of groups) for (const id of modules) where.set(id, group)
      for (const [id, parent] of heldForChild) where.set(id, parent)

      // The parts again, reading shared code from the shared parts; a part that hands code to the
      // part it fetches after that one (deepest first), once what it reads from it is known.
      const sharedReads: Reads = new Map()
      const parents = new Set(heldForChild.values())
      /** What each part that hands code over puts into the registry for the part it fetches. */
      const handedBy = new Map<string, Reads>()
      const depth = (name: string, seen = 0): number => {
        const parent = parentOf.get(name)
        if (parent && seen > parts.size) this.error(`parts fetch each other in a circle: ${name}`)
        return parent ? depth(parent, seen + 1) + 1 : 0
      }
      for (const name of [...holdings.keys()].sort((a, b) => depth(b) - depth(a))) {
        let entry = parts.get(name)!
        let entryCode: string | undefined
        const elsewhere = new Map([...where].filter(([, holder]) => holder !== name))
        if (parents.has(name)) {
          const handed: Reads = new Map([...sharedReads].filter(([id]) => heldForChild.get(id) === name))
          handedBy.set(name, handed)
          entryCode = [
            `export * from ${JSON.stringify(entry)}`,
            ...(exportsOf.get(name)?.includes('default') ? [`export { default } from ${JSON.stringify(entry)}`] : []),
            ...exposure(handed),
          ].join('\n')
          entry = `${options.outDir}/${PART_ENTRY}${name}.js`
        }
        const { reads, loads } = await buildChunk(name, entry, elsewhere, true, entryCode)
        addReads(sharedReads, reads)
        dependencies.set(name, sharedPartsOf(reads, where))
        partLoads.set(name, loads)
      }

      // The shared parts, those of fewer parts first: a shared part only reads from shared parts of
      // more parts (code a set of parts holds imports code held by at least those parts).
      const order = [...groups].sort(([, a], [, b]) => a.members.length - b.members.length)
      for (const [group, { modules }] of order) {
        const own = new Set(modules)
        const needed: Reads = new Map([...sharedReads].filter(([id]) => own.has(id)))
        const others = new Map([...where].filter(([id]) => !own.has(id)))
        // A name that looks like a file, so the library build takes it as its entry unchanged.
        const entry = `${options.outDir}/${SHARED_ENTRY}${group}.js`
        // It exports something, or the library build would not register it under its name.
        const { reads, loads } = await buildChunk(group, entry, others, true, [...exposure(needed), 'export const shared = true'].join('\n'))
        addReads(sharedReads, reads)
        dependencies.set(group, sharedPartsOf(reads, where))
        partLoads.set(group, loads)
      }
      addReads(runtimeReads, new Map([...sharedReads].filter(([id]) => where.get(id) === RUNTIME)))
      // Every name a part reads from the part that fetched it must be one that part handed over.
      for (const [id, names] of sharedReads) {
        const parent = heldForChild.get(id)
        if (!parent) continue
        const missing = [...names].filter((n) => !handedBy.get(parent)?.get(id)?.has(n))
        if (missing.length) this.error(`part ${parent} does not hand over ${missing.join(', ')} of ${id}, which a part it fetches reads`)
      }
    },
    resolveId(source) {
      return source === EXPOSED ? EXPOSED : null
    },
    load(id) {
      if (id !== EXPOSED) return null
      const needs = Object.fromEntries([...dependencies].filter(([, groups]) => groups.length))
      return [
        ...exposure(runtimeReads),
        `keepFirst(scriptChunks().d, ${JSON.stringify(needs)})`,
        `keepFirst(scriptChunks().t, ${JSON.stringify(textsOfParts(partLoads))})`,
        `keepFirst(scriptChunks().f, ${JSON.stringify(Object.fromEntries(files))})`,
      ].join('\n')
    },
    transform(code, id) {
      return id === options.entry ? { code: `import ${JSON.stringify(EXPOSED)}\n${code}`, map: null } : null
    },
    generateBundle(_, bundle) {
      // Every module a part reads must be here, or the part would find nothing in the registry.
      const modules = new Set(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : [])))
      const missing = [...runtimeReads.keys()].filter((id) => !modules.has(id))
      if (missing.length) this.error(`parts read modules parkade.js does not hold: ${missing.join(', ')}`)
      const unbuilt = [...runtimeParts].filter((name) => !used.has(name))
      if (unbuilt.length) this.error(`parkade.js loads parts that were not built: ${unbuilt.join(', ')}`)
    },
  }
  return [split, partImports(new Map(), runtimeParts, workspace)]
}
