import { loadavg } from 'node:os'
import { quantile } from '../lib/stats.ts'

export interface Latency {
  requests: number
  p50: number
  p95: number
  p99: number
  /**
   * CPU time of the API process per request, in ms: what a request costs the server whatever
   * else the machine is doing (the latencies grow with the machine's load; this does not).
   */
  serverCpuMs: number | null
  /** The machine's 1-minute load average at the end. */
  loadAverage: number
}

/**
 * One client, one request at a time, as a driver's phone would ask: the time from sending to
 * the last byte of each answer, after `warmup` requests that fill the caches. Fails on any non-2xx.
 */
export async function oneClientLatency(urls: () => string, serverCpuMs: () => number | null, requests = 1000, warmup = 50): Promise<Latency> {
  const timings: number[] = []
  let cpuStart: number | null = null
  for (let i = 0; i < warmup + requests; i++) {
    if (i === warmup) cpuStart = serverCpuMs()
    const url = urls()
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    const elapsed = performance.now() - started
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    if (i >= warmup) timings.push(elapsed)
  }
  const cpuEnd = serverCpuMs()
  timings.sort((a, b) => a - b)
  return {
    requests,
    p50: quantile(timings, 0.5),
    p95: quantile(timings, 0.95),
    p99: quantile(timings, 0.99),
    serverCpuMs: cpuStart === null || cpuEnd === null ? null : (cpuEnd - cpuStart) / requests,
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  }
}
