import { loadCoreTexts } from '../i18n/loadCoreTexts.ts'

// Core's English is a module a page in English fetches, like the French: the tests' clients have it
// from the start, as a server's that awaited loadCoreTexts('en') do. coreTexts.test.ts checks the
// fetching itself, on modules of its own.
await loadCoreTexts('en')
