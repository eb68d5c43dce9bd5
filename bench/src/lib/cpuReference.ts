export interface CpuReference {
  /** The fixed workload's fastest and slowest run, in ms. */
  bestMs: number
  worstMs: number
  runs: number
}

/**
 * The same arithmetic loop, timed a few times: what this machine's CPU gives now. On a shared
 * virtual machine it can vary by half or more from one minute to the next (BENCHMARKS.md,
 * 2026-11-29), and every rate and latency of the API rows with it; this says how fast the machine
 * was around them, so two runs can be compared, and how steady (worst against best).
 */
export function cpuReference(runs = 5, iterations = 100_000_000): CpuReference {
  const times: number[] = []
  let sink = 0
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint()
    let x = 0
    for (let i = 0; i < iterations; i++) x = (x + (i % 7)) | 0
    sink ^= x
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  // Read, so the loop is not optimised away.
  if (sink === 0.5) times.push(0)
  return { bestMs: Math.min(...times), worstMs: Math.max(...times), runs }
}
