// Prints the path of the migrated, seeded PGlite template (building it if needed); run by globalSetup.
import { pgliteTemplate } from './pgliteTemplate.ts'

console.info(await pgliteTemplate())
