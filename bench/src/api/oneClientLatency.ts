import { quantile } from '../lib/stats.ts'

export interface Latency {
  requests: number
  p50: number
  p95: number
  p99: number
}

/**
 * One client, one request at a time, as a driver's phone would ask: the time from sending to
 * the last byte of each answer, after `warmup` requests that fill the caches. Fails on any non-2xx.
 */
export async function oneClientLatency(urls: () => string, requests = 1000, warmup = 50): Promise<Latency> {
  const timings: number[] = []
  for (let i = 0; i < warmup + requests; i++) {
    const url = urls()
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    const elapsed = performance.now() - started
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    if (i >= warmup) timings.push(elapsed)
  }
  timings.sort((a, b) => a - b)
  return { requests, p50: quantile(timings, 0.5), p95: quantile(timings, 0.95), p99: quantile(timings, 0.99) }
}
