export interface CpuReference {
  /** The fixed arithmetic loop's fastest and slowest run, in ms. */
  bestMs: number
  worstMs: number
  runs: number
  /** The fixed walk through memory's fastest and slowest run, in ms (older result files have none). */
  memory?: { bestMs: number; worstMs: number }
}

/** 64 MB of 32-bit steps: larger than any processor cache, as a database's working set is. */
const WALK_SIZE = 16 * 1024 * 1024
const WALK_STEPS = 2_000_000
let walk: Int32Array | null = null

/** One random cycle through every slot (Sattolo's shuffle, from a fixed seed): each step lands where no cache has it. */
function walkCycle(): Int32Array {
  if (walk) return walk
  const next = new Int32Array(WALK_SIZE)
  for (let i = 0; i < WALK_SIZE; i++) next[i] = i
  let seed = 1
  for (let i = WALK_SIZE - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0
    const j = seed % i
    const swap = next[i]!
    next[i] = next[j]!
    next[j] = swap
  }
  return (walk = next)
}

function timed(runs: number, work: () => number): { times: number[]; sink: number } {
  const times: number[] = []
  let sink = 0
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint()
    sink ^= work()
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  return { times, sink }
}

/**
 * The same arithmetic loop and the same walk through memory, timed a few times: what this
 * machine's processor and memory give now. On a shared virtual machine either can vary by half or
 * more from one minute to the next (BENCHMARKS.md, 2026-11-29), and every rate and latency of the
 * API rows with it; this says how fast the machine was around them, so two runs can be compared,
 * and how steady (worst against best). The walk is there because the loop alone, which stays in
 * the processor's first cache, did not show a machine whose API answered at half the speed.
 */
export function cpuReference(runs = 5, iterations = 100_000_000): CpuReference {
  const loop = timed(runs, () => {
    let x = 0
    for (let i = 0; i < iterations; i++) x = (x + (i % 7)) | 0
    return x
  })
  const next = walkCycle()
  const memory = timed(runs, () => {
    let at = 0
    for (let step = 0; step < WALK_STEPS; step++) at = next[at]!
    return at
  })
  // Read, so neither is optimised away.
  if ((loop.sink ^ memory.sink) === 0.5) loop.times.push(0)
  return {
    bestMs: Math.min(...loop.times),
    worstMs: Math.max(...loop.times),
    runs,
    memory: { bestMs: Math.min(...memory.times), worstMs: Math.max(...memory.times) },
  }
}
