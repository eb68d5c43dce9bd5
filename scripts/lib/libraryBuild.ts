import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import dts from 'vite-plugin-dts'
import type { PluginOption, UserConfig } from 'vite'

interface PackageJson {
  exports: Record<string, string | Record<string, string>>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

export interface LibraryBuildOptions {
  /** Plugins the package's sources need besides the declarations (e.g. React's JSX). */
  plugins?: PluginOption[]
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The Vite library build of a published package (`vite build -c vite.lib.config.ts`), from its
 * package.json: one entry per export with a `parkade-source`, every dependency and peer dependency
 * external (subpaths and `?raw` imports too, so a partner's bundler resolves and dedupes them), ES
 * modules kept one per source file so a partner's bundler drops what the page does not import,
 * source maps, and one rolled-up declaration file per entry.
 */
export function libraryBuild(configUrl: string, options: LibraryBuildOptions = {}): UserConfig {
  const here = (path: string) => fileURLToPath(new URL(path, configUrl))
  const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as PackageJson
  const entry: Record<string, string> = {}
  for (const target of Object.values(pkg.exports)) {
    const source = typeof target === 'object' ? target['parkade-source'] : undefined
    if (!source) continue
    // ./src/domain/index.ts → domain/index: with modules preserved, the entry's file name is its source path.
    entry[source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '')] = here(source)
  }
  const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
  const external = new RegExp(`^(${externals.map(escape).join('|')})([/?].*)?$`)
  return {
    resolve: {
      // The package's own sources, and a workspace dependency's types while rolling them up.
      conditions: ['parkade-source', 'module', 'browser', 'development|production'],
    },
    plugins: [
      ...(options.plugins ?? []),
      dts({
        tsconfigPath: here('./tsconfig.build.json'),
        entryRoot: here('./src'),
        // vite-plugin-dts 5's name for rollupTypes: API Extractor writes one .d.ts per entry.
        bundleTypes: true,
      }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      reportCompressedSize: false,
      lib: { entry, formats: ['es'] },
      rolldownOptions: {
        external: externals.length ? [external] : [],
        output: { preserveModules: true, preserveModulesRoot: here('./src'), entryFileNames: '[name].js' },
      },
    },
  }
}
