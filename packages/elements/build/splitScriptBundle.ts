import { createHash } from 'node:crypto'
import { basename, extname, relative } from 'node:path'
import { build } from 'vite'
import type { InlineConfig, Plugin } from 'vite'
import { SCRIPT_CHUNKS_GLOBAL } from '../src/script/scriptChunks.ts'

// parkade.js is one classic script, and a classic script cannot import. So the script-tag build
// splits it by hand, in three builds of the same sources:
//   1. the runtime alone, to learn which modules it holds and which `import()`s leave it;
//   2. each `import()`ed module of our packages as a part, `parkade.<name>.js`: an IIFE whose
//      imports of runtime modules are not bundled but read from the page's registry
//      (`__parkadeScript.m`), so a part shares Preact, the client and its stores with the runtime
//      (a module of the runtime is, in a part, a module of the same exports taken from there);
//   3. the runtime again (the build Vite writes as parkade.js), now also putting into the
//      registry every module a part reads, and loading parts through `__parkadeScript.load`.
// See src/script/scriptChunks.ts for the page's side.

const PART = 'parkade-part:'
const EXPOSED = '\0parkade-runtime-modules'
const FROM_RUNTIME = '\0parkade-from-runtime:'
const PART_IMPORT = /import\(\s*(["'`])parkade-part:([\w-]+)\1\s*\)/g

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
}

/** `checkoutElement.tsx` → `checkout`; `loadPaymentGateway.ts` → `load-payment-gateway`. */
function partName(id: string): string {
  const name = basename(id, extname(id))
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/-element$/, '')
}

/** Modules a part may take from the runtime: real modules, not barrels (a barrel would drag its whole package in). */
function shareable(id: string): boolean {
  return !id.startsWith('\0') && !/[\\/]index\.(ts|tsx|js|mjs)$/.test(id)
}

/**
 * Replaces the `import()` of each part with the registry's loader, so the part's file is fetched
 * instead. `parts` gets every part seen (name → module); `used`, those left in the output after
 * tree-shaking (an `import()` inside an unused function is seen, not used).
 */
function partImports(parts: Map<string, string>, used: Set<string>, workspace: RegExp): Plugin {
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
    const key = `m${BigInt(`0x${createHash('sha1').update(relative(options.root, id)).digest('hex').slice(0, 12)}`).toString(36).slice(0, 6)}`
    const other = keys.get(key)
    if (other && other !== id) throw new Error(`two runtime modules share the registry key ${key}: ${other}, ${id}`)
    keys.set(key, id)
    return key
  }
  // Filled in by buildStart, before the runtime that Vite writes is built: each runtime module a
  // part reads, with the names it reads.
  const exposed = new Map<string, Set<string>>()
  const parts = new Map<string, string>()
  const used = new Set<string>()

  /** Pass 1: the runtime's modules. */
  async function runtimeModules(): Promise<Set<string>> {
    const shared = options.shared()
    const output = await build({
      ...shared,
      configFile: false,
      logLevel: 'warn',
      plugins: [...(shared.plugins ?? []), partImports(parts, used, workspace)],
      build: {
        ...shared.build,
        write: false,
        lib: { entry: options.entry, formats: ['iife'], name: 'ParkadeRuntimeProbe', fileName: () => 'probe.js' },
      },
    })
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []))
    return new Set(chunks.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])))
  }

  /** Pass 2: one part. The runtime's names it reads join `exposed`; parts it `import()`s join `parts`. */
  async function buildPart(name: string, entry: string, runtime: Set<string>): Promise<void> {
    const shared = options.shared()
    // A runtime module becomes, in the part, a module of the same exports read from the registry.
    const fromRuntime: Plugin = {
      name: 'parkade:script-part-runtime-modules',
      enforce: 'pre',
      async resolveId(source, importer, resolveOptions) {
        if (source.startsWith(FROM_RUNTIME)) return source
        if (!importer) return null
        const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true })
        if (!resolved || resolved.external || resolved.id === entry) return null
        if (!runtime.has(resolved.id) || !shareable(resolved.id)) return null
        return `${FROM_RUNTIME}${resolved.id}`
      },
      async load(id) {
        if (!id.startsWith(FROM_RUNTIME)) return null
        const real = id.slice(FROM_RUNTIME.length)
        const { exports, code } = await this.load({ id: real, resolveDependencies: false })
        const module = `${SCRIPT_CHUNKS_GLOBAL}.m.${keyOf(real)}`
        const named = exports.filter((e) => /^[A-Za-z_$][\w$]*$/.test(e))
        // `export * from` names are not in `exports`: the proxy passes them on from the same module's proxy.
        const starred: string[] = []
        for (const [, source] of (code ?? '').matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
          const target = await this.resolve(source!, real, { skipSelf: false })
          if (target) starred.push(`export * from ${JSON.stringify(target.id)}`)
        }
        // One pure read per name, so the names the part does not use are dropped, and the
        // runtime is asked to keep only those it does (renderedExports, below).
        return [
          `const m = ${module}`,
          'const read = (name) => m[name]',
          ...named.map((e) => (e === 'default' ? 'export default /* @__PURE__ */ read("default")' : `export const ${e} = /* @__PURE__ */ read(${JSON.stringify(e)})`)),
          ...starred,
        ].join('\n')
      },
      generateBundle(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          for (const [id, module] of Object.entries(file.modules)) {
            if (!id.startsWith(FROM_RUNTIME) || !module.renderedExports.length) continue
            const real = id.slice(FROM_RUNTIME.length)
            const names = exposed.get(real) ?? new Set<string>()
            for (const exported of module.renderedExports) names.add(exported)
            exposed.set(real, names)
          }
        }
      },
    }
    await build({
      ...shared,
      configFile: false,
      logLevel: 'warn',
      plugins: [fromRuntime, ...(shared.plugins ?? []), partImports(parts, used, workspace)],
      build: {
        ...shared.build,
        outDir: options.outDir,
        emptyOutDir: false,
        lib: { entry, formats: ['iife'], name: `${SCRIPT_CHUNKS_GLOBAL}.c.${name}`, fileName: () => `parkade.${name}.js` },
        rolldownOptions: {
          // A name a part imports that its runtime module's stand-in lacks, or gets twice, is a broken part.
          onwarn(warning, warn) {
            if (warning.code === 'MISSING_EXPORT' || warning.code === 'NAMESPACE_CONFLICT') throw new Error(`part ${name}: ${warning.message}`)
            warn(warning)
          },
        },
      },
    })
  }

  const runtimeParts = new Set<string>()
  const split: Plugin = {
    name: 'parkade:split-script-bundle',
    enforce: 'pre',
    async buildStart() {
      parts.clear()
      used.clear()
      const runtime = await runtimeModules()
      exposed.clear()
      const done = new Set<string>()
      // A part may import() further parts: build until none is left.
      for (let pending = [...used]; pending.length; pending = [...used].filter((name) => !done.has(name))) {
        for (const name of pending) {
          done.add(name)
          await buildPart(name, parts.get(name)!, runtime)
        }
      }
    },
    resolveId(source) {
      return source === EXPOSED ? EXPOSED : null
    },
    load(id) {
      if (id !== EXPOSED) return null
      const modules = [...exposed].sort(([a], [b]) => a.localeCompare(b))
      const local = (key: string, name: string) => `${key}_${name}`
      return [
        `import { scriptChunks } from ${JSON.stringify(options.registry)}`,
        ...modules.map(([id, names]) => `import { ${[...names].map((n) => `${n} as ${local(keyOf(id), n)}`).join(', ')} } from ${JSON.stringify(id)}`),
        `Object.assign(scriptChunks().m, {`,
        ...modules.map(([id, names]) => `  ${keyOf(id)}: { ${[...names].map((n) => `${n}: ${local(keyOf(id), n)}`).join(', ')} },`),
        `})`,
      ].join('\n')
    },
    transform(code, id) {
      return id === options.entry ? { code: `import ${JSON.stringify(EXPOSED)}\n${code}`, map: null } : null
    },
    generateBundle(_, bundle) {
      // Every module a part reads must be here, or the part would find nothing in the registry.
      const modules = new Set(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : [])))
      const missing = [...exposed.keys()].filter((id) => !modules.has(id))
      if (missing.length) this.error(`parts read modules parkade.js does not hold: ${missing.join(', ')}`)
      const unbuilt = [...runtimeParts].filter((name) => !used.has(name))
      if (unbuilt.length) this.error(`parkade.js loads parts that were not built: ${unbuilt.join(', ')}`)
    },
  }
  return [split, partImports(new Map(), runtimeParts, workspace)]
}
