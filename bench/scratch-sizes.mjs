import { build } from 'vite'
import { gzipSync } from 'node:zlib'
const code = `import { Suspense, createElement as h } from 'react'; import { createRoot } from 'react-dom/client'; import { ParkadeProvider, ParkSearch } from '@parkade/react'
createRoot(document.body).render(h(ParkadeProvider, { apiBaseUrl: '/api/v1', country: 'NG', language: 'en' }, h(Suspense, { fallback: null }, h(ParkSearch, {}))))`
const V = '\0entry'
const out = await build({ configFile: false, root: '/work/main/examples', mode: 'production', logLevel: 'silent',
  plugins: [{ name: 'v', resolveId: (id) => id.endsWith('ventry.js') ? V : null, load: (id) => id === V ? code : null }],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: { write: false, minify: true, target: 'es2022', lib: { entry: 'ventry.js', formats: ['es'], fileName: 'bundle' } } })
const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((o) => o.type === 'chunk')
const byName = new Map(chunks.map((c) => [c.fileName, c]))
const first = new Set(); const visit = (c) => { if (!c || first.has(c)) return; first.add(c); for (const n of c.imports) visit(byName.get(n)) }
for (const c of chunks) if (c.isEntry) visit(c)
const all = [...first].map((c) => c.code).join('\n')
console.log('first chunks', [...first].map(c=>c.fileName), 'raw', all.length, 'gz', gzipSync(all,{level:9}).length)
const mods = []
for (const c of first) for (const [id, m] of Object.entries(c.modules)) mods.push([m.renderedLength, id.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace('/work/main/packages/', '')])
mods.sort((a,b)=>b[0]-a[0]); const tot = mods.reduce((s,m)=>s+m[0],0)
let react = 0
for (const [n, id] of mods) { if (/^(react\/|react-dom|scheduler)/.test(id) && !id.startsWith('react/dist')) { react += n; continue } }
console.log('react', react, 'others', tot - react)
for (const [n,id] of mods.filter(m=>!(/^(react\/|react-dom|scheduler)/.test(m[1]) && !m[1].startsWith('react/dist'))).slice(0, 60)) console.log(String(n).padStart(7), id)
