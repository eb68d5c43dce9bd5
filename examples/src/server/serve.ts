// `pnpm examples` (and `pnpm --filter @parkade/examples serve`): the partner examples on
// 127.0.0.1:${EXAMPLES_PORT:-5174}, talking to the sandbox API at PARKADE_API.
import { createExamplesServer } from './createExamplesServer.ts'

const port = Number(process.env.EXAMPLES_PORT ?? 5174)
const apiBaseUrl = process.env.PARKADE_API ?? 'http://127.0.0.1:8787/api/v1'
const { server } = createExamplesServer({ apiBaseUrl })
server.listen(port, '127.0.0.1', () => {
  console.info(`Partner examples on http://127.0.0.1:${port}/ (API ${apiBaseUrl})`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
