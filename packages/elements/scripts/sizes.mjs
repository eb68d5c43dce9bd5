// Prints the compressed sizes of what @parkade/elements ships (run after `pnpm build`):
// the loader, parkade.js and its parts, parkade-en.js and parkade-fr.js, and each element on its own — the element's ES module
// bundled with everything it imports (Preact, r2wc, @parkade/react, core, i18next, English),
// as a partner's bundler would ship it for a page with that one element. gzip level 9 and
// brotli quality 11, as size-limit measures.
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const kb = (n) => `${(n / 1000).toFixed(2)} kB`
const measure = (code) => {
  const buffer = Buffer.from(code)
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

const rows = []
// parkade.js's parts: each element's code, fetched when the element first appears.
const parts = readdirSync(`${root}dist`).filter((file) => /^parkade\.[\w-]+\.[\w-]{8}\.js$/.test(file)).sort()
for (const file of ['loader.js', 'parkade.js', ...parts, 'parkade-en.js', 'parkade-fr.js']) rows.push([`dist/${file}`, measure(readFileSync(`${root}dist/${file}`))])

const elements = {
  'park-search': 'src/elements/parkSearchElement.tsx',
  'park-detail': 'src/elements/parkDetailElement.tsx',
  checkout: 'src/elements/checkoutElement.tsx',
  wallet: 'src/elements/walletElement.tsx',
  login: 'src/elements/loginElement.tsx',
  'event-booking': 'src/elements/eventBookingElement.tsx',
}
for (const [name, entry] of Object.entries(elements)) {
  try {
    readFileSync(`${root}${entry}`)
  } catch {
    continue
  }
  const out = await build({
    root,
    configFile: `${root}vite.config.ts`,
    mode: 'alone',
    logLevel: 'silent',
    build: { write: false, lib: { entry, formats: ['es'], fileName: name } },
  })
  const code = (Array.isArray(out) ? out[0] : out).output.filter((o) => o.type === 'chunk').map((o) => o.code).join('\n')
  rows.push([`<parkade-${name}> alone (ESM, all deps)`, measure(code)])
}

const width = Math.max(...rows.map(([name]) => name.length))
console.info(`${'what'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`)
for (const [name, s] of rows) console.info(`${name.padEnd(width)}  ${kb(s.raw).padStart(10)}  ${kb(s.gzip).padStart(10)}  ${kb(s.brotli).padStart(10)}`)
