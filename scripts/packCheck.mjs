// The published packages as a partner's tools meet them (`npm test` runs each step as a check):
//   node scripts/packCheck.mjs pack [--reuse-elements-build]
//       builds contract, core, react and elements and packs each (`pnpm pack`, so publishConfig
//       applies) into .test-results/packages/; publint and attw then read those tarballs
//   node scripts/packCheck.mjs consumer 18|19
//       a Vite + React app (scripts/consumers/react-app) copied to .test-results/consumers/react<N>,
//       with @parkade/* installed from the tarballs (pnpm overrides: never the registry) and React
//       <N> from the registry; it type-checks (tsc --noEmit, skipLibCheck off), builds (vite build),
//       and its server build renders ParkSearch under ParkadeProvider in Node, in English and French
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pnpmBin, root, runSync } from './lib/run.mjs'

/** The packages partners install, in build order. */
export const PUBLIC_PACKAGES = ['contract', 'core', 'react', 'elements']

export const packsDir = join(root, '.test-results', 'packages')

function manifestOf(name) {
  return JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'))
}

/** The file `pnpm pack` writes for a package: `@parkade/core` 0.1.0 → parkade-core-0.1.0.tgz. */
export function tarballOf(name) {
  const { name: full, version } = manifestOf(name)
  return join(packsDir, `${full.replace(/^@/, '').replace('/', '-')}-${version}.tgz`)
}

/** React versions each consumer app installs, with their types. */
const REACT = {
  18: { react: '^18.3.1', 'react-dom': '^18.3.1', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' },
  19: { react: '^19.3.1', 'react-dom': '^19.3.1', '@types/react': '^19.3.0', '@types/react-dom': '^19.3.0' },
}

/** The search field's label, as the server renders it in each language (core's en/fr resources). */
const SEARCH_LABEL = { en: 'Place, park name or address', fr: 'Lieu, nom du parking ou adresse' }

const pnpm = pnpmBin() ?? 'pnpm'

function step(what, command, args, options) {
  console.info(`  ${what}`)
  const code = runSync(command, args, options)
  if (code !== 0) {
    console.error(`pack check: ${what} failed (exit ${code})`)
    process.exit(1)
  }
}

function pack(reuseElementsBuild) {
  rmSync(packsDir, { recursive: true, force: true })
  mkdirSync(packsDir, { recursive: true })
  for (const name of PUBLIC_PACKAGES) {
    const dir = join(root, 'packages', name)
    // The size-budget check has just built the elements (a build of several minutes): reuse it then.
    const built = name === 'elements' && reuseElementsBuild && existsSync(join(dir, 'dist', 'parkade.js')) && existsSync(join(dir, 'dist', 'index.d.ts'))
    if (!built) step(`build @parkade/${name}`, pnpm, ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
    step(`pack @parkade/${name}`, pnpm, ['pack', '--pack-destination', packsDir], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
    if (!existsSync(tarballOf(name))) {
      console.error(`pack check: ${tarballOf(name)} was not written`)
      process.exit(1)
    }
  }
}

function consumer(major) {
  const versions = REACT[major]
  if (!versions) {
    console.error(`pack check: no consumer for React ${major} (one of ${Object.keys(REACT).join(', ')})`)
    process.exit(1)
  }
  for (const name of PUBLIC_PACKAGES) {
    if (!existsSync(tarballOf(name))) {
      console.error(`pack check: ${tarballOf(name)} is missing; run \`node scripts/packCheck.mjs pack\` first`)
      process.exit(1)
    }
  }
  const dir = join(root, '.test-results', 'consumers', `react${major}`)
  rmSync(dir, { recursive: true, force: true })
  cpSync(join(root, 'scripts', 'consumers', 'react-app'), dir, { recursive: true })
  const tarball = (name) => `file:${tarballOf(name)}`
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: `parkade-consumer-react${major}`,
        private: true,
        type: 'module',
        dependencies: { '@parkade/react': tarball('react'), '@parkade/elements': tarball('elements'), react: versions.react, 'react-dom': versions['react-dom'] },
        devDependencies: {
          '@types/react': versions['@types/react'],
          '@types/react-dom': versions['@types/react-dom'],
          '@vitejs/plugin-react': '^6.3.0',
          typescript: '~6.0.3',
          vite: '^8.3.8',
        },
      },
      null,
      2,
    )}\n`,
  )
  // Its own workspace root, so the repository's workspace is not involved; the overrides make the
  // tarballs' own @parkade/* dependencies resolve to the other tarballs, never to the registry.
  const overrides = PUBLIC_PACKAGES.map((name) => `  '@parkade/${name}': '${tarball(name)}'`).join('\n')
  writeFileSync(join(dir, 'pnpm-workspace.yaml'), `overrides:\n${overrides}\nallowBuilds:\n  esbuild: true\n`)
  const inApp = { cwd: dir }
  step(`React ${major} app: pnpm install (@parkade/* from the tarballs)`, pnpm, ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], inApp)
  step(`React ${major} app: tsc --noEmit`, pnpm, ['exec', 'tsc', '-p', 'tsconfig.json'], inApp)
  step(`React ${major} app: vite build`, pnpm, ['exec', 'vite', 'build'], inApp)
  step(`React ${major} app: vite build --ssr`, pnpm, ['exec', 'vite', 'build', '--ssr', 'src/render.tsx', '--outDir', 'dist/ssr'], inApp)
  const check = `
    import { createRequire } from 'node:module'
    import { render } from './dist/ssr/render.js'
    const { version } = createRequire(import.meta.url)('react/package.json')
    if (!version.startsWith('${major}.')) throw new Error('React ' + version + ' installed, not ${major}')
    for (const [language, label] of Object.entries(${JSON.stringify(SEARCH_LABEL)})) {
      const html = await render(language)
      if (!html.includes(label)) throw new Error('ParkSearch in ' + language + ' lacks its search label "' + label + '": ' + html.slice(0, 500))
    }
    console.info('  React ' + version + ': ParkSearch renders its search field in English and French')
  `
  step(`React ${major} app: render ParkSearch in Node`, process.execPath, ['--input-type=module', '-e', check], inApp)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, arg] = process.argv.slice(2)
  if (command === 'pack') pack(process.argv.includes('--reuse-elements-build'))
  else if (command === 'consumer') consumer(arg)
  else {
    console.error('usage: node scripts/packCheck.mjs pack [--reuse-elements-build] | consumer 18|19')
    process.exit(2)
  }
}
