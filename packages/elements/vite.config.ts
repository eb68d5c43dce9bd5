import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, defaultClientConditions } from 'vite'
import type { Alias, InlineConfig, Plugin } from 'vite'
import dts from 'vite-plugin-dts'
import { minifyCssTemplatesPlugin } from '../react/build/minifyCssTemplates.ts'
import { compressAgain } from './build/compressAgain.ts'
import { gatherGlobalDeclarations } from './build/gatherGlobalDeclarations.ts'
import { namespaceReactImports } from './build/namespaceReactImports.ts'
import { splitScriptBundle } from './build/splitScriptBundle.ts'
import { LOADER_FILE } from './src/loader/snippet.ts'
import { parkadeDefines, preactAliases, preactDedupe } from './vite.shared.ts'

// Three builds into dist/, run in this order by `pnpm build`:
//   vite build --mode esm   the ES modules (one per element, shared chunks), dist/loader.js, one
//                           rolled-up .d.ts per entry, and dist/parkade.d.ts (the scripts' global)
//   vite build --mode iife  dist/parkade.js: every element's tag, Preact and core, no texts;
//                           each element's own code as a part, dist/parkade.<name>.js,
//                           fetched when the element first appears (build/splitScriptBundle.ts),
//                           and its texts as parts per language (each feature's English and
//                           French are modules its code import()s)
//   vite build --mode en    dist/parkade-en.js: core's English strings, which parkade.js loads
//   vite build --mode fr    dist/parkade-fr.js: core's French strings, likewise

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * parkade.js's core texts are parkade-en.js and parkade-fr.js, which its installer fetches in the
 * page's language and adds to each client: parkade.js carries neither. Core's own loaders (a module
 * per language) are left out, so the script never fetches core's texts twice; with no loader, core
 * never fetches a language nor waits for one (coreTextsReady is always true), so that code is left
 * out too.
 */
function coreTextsOnDemand(): Plugin {
  const core = /[\\/]core[\\/](src|dist)[\\/]i18n[\\/](coreTextsLoaders|loadCoreTextsInto|loadCoreTexts)\.(ts|js)$/
  const stand = (name: string) =>
    ({
      coreTextsLoaders: 'export const coreTextsLoaders = {}',
      loadCoreTextsInto: 'export const loadCoreTextsInto = () => Promise.resolve()',
      loadCoreTexts: `export const loadedCoreTexts = () => undefined
export const loadCoreTexts = () => Promise.resolve(undefined)`,
    })[name]
  return {
    name: 'parkade:core-texts-on-demand',
    enforce: 'pre',
    load(id) {
      const match = core.exec(id.split('?')[0] ?? '')
      return match ? stand(match[2] ?? '') : null
    },
  }
}

/**
 * parkade.js's clients make the stores most pages never read (the wallet's, the vehicles'…) with
 * the makers the parts that read them provide (core's providedStoreMakers.ts), so that code comes
 * with those parts rather than in every page's first bytes.
 */
function storesOnDemand(): Plugin {
  const defaults = /[\\/]core[\\/](src|dist)[\\/]client[\\/]defaultStoreMakers\.(ts|js)$/
  return {
    name: 'parkade:stores-on-demand',
    enforce: 'pre',
    load(id) {
      const match = defaults.exec(id.split('?')[0] ?? '')
      return match ? `export { storeMakers } from './providedStoreMakers.${match[2]}'` : null
    },
  }
}

/** Writes the loader snippet as dist/loader.js, the exact text size-limit measures. */
function loaderFile(): Plugin {
  return {
    name: 'parkade:loader-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'loader.js', source: `${LOADER_FILE}\n` })
    },
  }
}

/** Off (PARKADE_BUILD_TYPES=off) for the browser suites' page servers, which load parkade.js and
 *  would wait minutes on a shared machine for declarations they never read. */
const withTypes = process.env.PARKADE_BUILD_TYPES !== 'off'

const elementEntries = {
  'park-search': 'src/elements/parkSearchElement.tsx',
  'park-detail': 'src/elements/parkDetailElement.tsx',
  checkout: 'src/elements/checkoutElement.tsx',
  wallet: 'src/elements/walletElement.tsx',
  login: 'src/elements/loginElement.tsx',
  'event-booking': 'src/elements/eventBookingElement.tsx',
}

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** parkade.js and its parts run on Preact. */
const scriptAliases = preactAliases as Alias[]

/** What parkade.js and each of its parts are built with. */
function scriptBuild(): InlineConfig {
  return {
    resolve: {
      alias: scriptAliases,
      dedupe: preactDedupe,
      conditions: ['parkade-source', ...defaultClientConditions],
    },
    define: parkadeDefines(version, 'production'),
    plugins: [namespaceReactImports(), minifyCssTemplatesPlugin(), coreTextsOnDemand(), storesOnDemand(), compressAgain()],
    build: { target: 'es2022', minify: true, sourcemap: Boolean(process.env.PARKADE_SCRIPT_SOURCEMAP), reportCompressedSize: false },
  }
}

export default defineConfig(({ mode }) => {
  // `alone` (scripts/sizes.mjs): one element bundled with everything it imports, as a partner's bundler would.
  // `en`, `fr`: parkade-<lang>.js, core's texts in that language.
  const language = mode === 'en' || mode === 'fr' ? mode : null
  const iife = mode === 'iife' || language !== null || mode === 'alone'
  return {
    resolve: {
      alias: mode === 'iife' ? scriptAliases : preactAliases,
      dedupe: preactDedupe,
      // Workspace packages build from their sources; no need to build them first.
      conditions: ['parkade-source', ...defaultClientConditions],
    },
    define: parkadeDefines(version, 'production'),
    plugins: [
      namespaceReactImports(),
      minifyCssTemplatesPlugin(),
      ...(iife ? [compressAgain()] : []),
      ...(mode === 'iife'
        ? [
            coreTextsOnDemand(),
            storesOnDemand(),
            splitScriptBundle({
              root: fromHere('../..'),
              entry: fromHere('./src/script/parkade.ts'),
              registry: fromHere('./src/script/scriptChunks.ts'),
              outDir: fromHere('./dist'),
              shared: scriptBuild,
              runtimeHolds: [
                // Every part with texts of its own calls these (0.3 and 0.15 kB gzip): once in parkade.js, not a copy in each.
                // The English loaders are one apiece (core's featureTextsEn.ts): each part carries its
                // own, so its English is a part the page's loader fetches alongside it.
                fromHere('../react/src/i18n/featureTexts.ts'),
                fromHere('../core/src/i18n/featureTextsFr.ts'),
                // The fields, alerts, spinner, prices, dates, pictures and pages of results that the search
                // shows and most other parts too (up to 8 copies each): once in parkade.js, +0.96 kB
                // there, −0.89 kB in the search's part, −4.4 kB across the parts. Those the search does
                // not show (the gateway helpers) stay copied: held here, a search-only page would pay
                // for them. useLoad (the places, fees, park, price and event each part asks for): +0.24
                // kB here, −0.09 kB in the search's part, −0.52 kB across the parts. The error event,
                // which the search sends too, was copied into five parts.
                ...['core/src/format/formatCurrency.ts', 'core/src/format/formatInstant.ts', 'core/src/api/apiAssetUrl.ts'].map((path) => fromHere(`../${path}`)),
                // The vehicle types' one store per client, which the search and the park page read, and
                // findTarget: a shared part of their own before, a file every search page fetched (−0.57 kB
                // gzip on page (a), +0.25 kB here). Not the select that shows the types: it imports the
                // park's texts, whose one instance is the parts' (the split build stops otherwise).
                ...['ParkSearch/publicVehicleTypesStoreFor.ts', 'ParkSearch/usePublicVehicleTypes.ts', 'ParkSearch/rateFor.ts'].map((path) => fromHere(`../react/src/${path}`)),
                fromHere('./src/shared/findTarget.ts'),
                ...['TextField.tsx', 'SelectField.tsx', 'Alert.tsx', 'Spinner.tsx', 'useFormat.ts', 'ParkPicture.tsx', 'Pagination.tsx', 'useLoad.ts'].map((file) => fromHere(`../react/src/ui/${file}`)),
                fromHere('../react/src/provider/errorEvent.ts'),
              ],
            }),
          ]
        : mode === 'esm'
          ? [
              loaderFile(),
              // One declaration file per entry (vite-plugin-dts 5's bundleTypes, formerly rollupTypes).
              ...(withTypes
                ? [
                    dts({
                      tsconfigPath: fromHere('./tsconfig.build.json'),
                      entryRoot: fromHere('./src'),
                      bundleTypes: true,
                      // The declarations keep React's types: Preact stands in for React only in the JavaScript.
                      aliasesExclude: [/^react/],
                      // dist/parkade.d.ts: window.Parkade, the types of parkade.js, parkade-en.js, parkade-fr.js and loader.js.
                      afterBuild: () => gatherGlobalDeclarations(fromHere('./dist'), 'parkade.d.ts'),
                    }),
                  ]
                : []),
            ]
          : []),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: mode === 'esm',
      target: 'es2022',
      minify: true,
      // PARKADE_SCRIPT_SOURCEMAP=1: maps for scripts/moduleSizes.mjs, which says what the bytes are.
      sourcemap: iife && Boolean(process.env.PARKADE_SCRIPT_SOURCEMAP),
      reportCompressedSize: false,
      lib: iife
        ? {
            entry: language ? `src/script/parkade-${language}.ts` : 'src/script/parkade.ts',
            formats: ['iife'],
            name: language ? `Parkade${language.toUpperCase()}` : 'ParkadeBundle',
            fileName: () => (language ? `parkade-${language}.js` : 'parkade.js'),
          }
        : {
            entry: { index: 'src/index.ts', events: 'src/events.ts', snippet: 'src/loader/snippet.ts', ...elementEntries },
            formats: ['es'],
          },
      rolldownOptions: iife
        ? {}
        : {
            // Preact is a dependency: one copy per page. core is framework-free and shared with
            // a host that uses it too. Everything that imports React is bundled, on Preact.
            external: [/^preact(\/.*)?$/, /^@parkade\/core$/],
          },
    },
  }
})
