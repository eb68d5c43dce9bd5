import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.ts'

// Nothing secret ships to browsers: every built file a browser can fetch (the site's dist, which
// this suite builds, and the packages' and examples' dist when they were built) is scanned for
// provider secret keys, webhook secrets, private keys and Firebase service-account fields.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const OUTPUTS = ['site/dist', 'packages/elements/dist', 'packages/react/dist', 'packages/core/dist', 'examples/dist']

const SECRETS: [string, RegExp][] = [
  ['Stripe/Paystack live secret key', /sk_live_[0-9A-Za-z]{8,}/],
  ['Stripe/Paystack test secret key', /sk_test_[0-9A-Za-z]{8,}/],
  ['Stripe restricted key', /rk_(live|test)_[0-9A-Za-z]{8,}/],
  ['webhook signing secret', /whsec_[0-9A-Za-z]{8,}/],
  ['Wave API key', /wave_(sn|ci)_prod_[0-9A-Za-z]{8,}/i],
  ['PEM block', /-----BEGIN [A-Z ]+-----/],
  ['private key', /PRIVATE KEY/],
  ['service account private_key', /"private_key(_id)?"\s*:/],
  ['service account e-mail', /[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com/],
  ['service account type', /"type"\s*:\s*"service_account"/],
  ['server environment secret', /(PAYSTACK_SECRET_KEY|STRIPE_SECRET_KEY|WAVE_API_KEY|PARKADE_JWT_SECRET|STRIPE_WEBHOOK_SECRET|PAYSTACK_WEBHOOK_SECRET)\s*[:=]\s*["'][^"']+/],
]

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

test('no secret or private key in any built file', () => {
  const outputs = OUTPUTS.map((dir) => join(root, dir)).filter((dir) => existsSync(dir))
  expect(outputs.map((dir) => relative(root, dir))).toContain('site/dist')
  const files = outputs.flatMap(filesUnder).filter((file) => /\.(js|mjs|cjs|css|html|json|map|txt|svg|webmanifest)$/.test(file))
  expect(files.length).toBeGreaterThan(5)
  const found: string[] = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const [what, pattern] of SECRETS) {
      const match = pattern.exec(text)
      if (match) found.push(`${relative(root, file)}: ${what} (${match[0].slice(0, 24)}…)`)
    }
  }
  test.info().annotations.push({ type: 'scanned', description: `${files.length} files in ${outputs.map((dir) => relative(root, dir)).join(', ')}` })
  expect(found).toEqual([])
})

test('the scan finds a planted secret (it is not blind)', () => {
  const planted = 'const key = "sk_live_51Habcdefghijklmnop"; /* -----BEGIN PRIVATE KEY----- */'
  const hits = SECRETS.filter(([, pattern]) => pattern.test(planted)).map(([what]) => what)
  expect(hits).toEqual(expect.arrayContaining(['Stripe/Paystack live secret key', 'PEM block', 'private key']))
})
