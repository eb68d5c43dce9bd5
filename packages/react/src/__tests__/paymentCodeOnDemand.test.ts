import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { build, defaultClientConditions } from 'vite'
import type { Rolldown } from 'vite'

// The components that show a payment, and the client, as a page bundles them: what arrives with
// the page, and what with the first payment.
const ENTRY = `
export { Checkout, Wallet, WalletCallback, BookingDetail, ParkadeProvider } from './src/index.ts'
`
const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const NAME = 'payment-code-entry.js'
const ID = join(PACKAGE, NAME)

async function bundle(): Promise<{ page: string; later: string }> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: PACKAGE,
    // The workspace's packages from their sources: a fresh clone has built none.
    resolve: { conditions: ['parkade-source', ...defaultClientConditions] },
    plugins: [{ name: 'entry', enforce: 'pre', resolveId: (id) => (id.endsWith(NAME) ? ID : null), load: (id) => (id === ID ? ENTRY : null) }],
    build: {
      write: false,
      minify: true,
      lib: { entry: NAME, formats: ['es'], fileName: () => 'bundle.js' },
      rolldownOptions: { external: [/^react/, /^firebase/, /^maplibre-gl/, /^qrcode/] },
    },
  })) as Rolldown.RolldownOutput[]
  const chunks = output[0]!.output.filter((file) => file.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)!
  // What the page's own chunk imports statically arrives with it; the rest only when asked for.
  const withPage = new Set([entry.fileName])
  for (let grew = true; grew; ) {
    grew = false
    for (const chunk of chunks) {
      if (!withPage.has(chunk.fileName)) continue
      for (const name of chunk.imports) if (!withPage.has(name)) grew = withPage.add(name).size > 0
    }
  }
  const page = chunks.filter((chunk) => withPage.has(chunk.fileName)).map((chunk) => chunk.code).join('\n')
  const later = chunks.filter((chunk) => !withPage.has(chunk.fileName)).map((chunk) => chunk.code).join('\n')
  return { page, later }
}

describe('the payment code', () => {
  it('arrives with the first payment: a page that shows a checkout or a wallet carries neither the gateway settings nor the secret-key check', { timeout: 120_000 }, async () => {
    const { page, later } = await bundle()
    // The client's gateway plumbing (the stand-ins' origin it gives the adapters) and the
    // providers' settings applied over the table, which refuse a secret key.
    for (const [what, text] of [
      ['the gateway plumbing', 'sandboxOrigin'],
      ['the secret-key check', '(?:sk|rk)_'],
    ] as const) {
      expect(page, what).not.toContain(text)
      expect(later, what).toContain(text)
    }
  })
})
