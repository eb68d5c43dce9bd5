// @vitest-environment node
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { build, defaultClientConditions } from 'vite'
import type { Rolldown } from 'vite'

// What a page's bundle of core holds: the client with its stores, the translation of a failure, a
// social sign-in's and a payment's failures, as parkade.js and @parkade/react's first chunk use them.
const ENTRY = `
export { createParkadeClient, messageKey, translateMessage, socialLoginFailure, VALIDATION_MESSAGES, PAYMENT_SCRIPT_LOAD_FAILED } from './src/index.ts'
`
const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const NAME = 'message-tables-entry.js'
const ID = join(PACKAGE, NAME)

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: PACKAGE,
    // The workspace's packages from their sources, as the elements' build reads them: a fresh clone has built none.
    resolve: { conditions: ['parkade-source', ...defaultClientConditions] },
    plugins: [{ name: 'entry', enforce: 'pre', resolveId: (id) => (id.endsWith(NAME) ? ID : null), load: (id) => (id === ID ? ENTRY : null) }],
    build: { write: false, minify: true, lib: { entry: NAME, formats: ['es'], fileName: () => 'bundle.js' }, rolldownOptions: { external: [/^firebase/] } },
  })) as Rolldown.RolldownOutput[]
  return output[0]!.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n')
}

describe('the tables of the SDK\'s messages', () => {
  it('stay out of a page\'s bundle: the code that throws a message holds its key', { timeout: 60_000 }, async () => {
    const code = await bundle()
    // Names only the tables give (SPEC_MESSAGES, CLIENT_MESSAGES, and MESSAGE_KEYS, both of them).
    for (const name of ['fieldRequired', 'paymentVerificationInProgress', 'loadingIssueTitle', 'requestTimeout', 'paymentPageRefused']) {
      expect(code, name).not.toContain(name)
    }
    // The keys the client and the failures throw are there.
    for (const key of ['errors.request.timeout', 'validation.required', 'login.errors.tooManyAttempts', 'errors.payment.scriptLoadFailed']) {
      expect(code, key).toContain(key)
    }
  })
})
