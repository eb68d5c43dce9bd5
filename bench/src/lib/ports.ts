// One place for the ports a bench run listens on, each overridable; defaults clear of the
// development servers (5173/5174/8787) and of the test suites.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

export const ports = {
  api: port('BENCH_API_PORT', 8840),
  site: port('BENCH_SITE_PORT', 8841),
  ipLookup: port('BENCH_IP_LOOKUP_PORT', 8842),
  examples: port('BENCH_EXAMPLES_PORT', 8843),
  chromeDebug: port('BENCH_CHROME_PORT', 8845),
}
