import http from 'node:http'
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
 * GET `url` on the kept-alive connection of `agent`: resolves with the ms from sending to the
 * last byte. node:http, not fetch: fetch costs this process about 1 ms a request and its garbage
 * pauses land in the tail, so on a two-core machine the figure was partly the client's own time.
 * The bench's API is always plain HTTP on 127.0.0.1.
 */
function timedGet(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.get(url, { agent }, (response) => {
      response.on('error', reject)
      response.on('end', () => {
        const elapsed = performance.now() - started
        const status = response.statusCode ?? 0
        if (status < 200 || status > 299) reject(new Error(`${url}: HTTP ${status}`))
        else resolve(elapsed)
      })
      // Read to the last byte; the body itself is not needed.
      response.resume()
    })
    request.on('error', reject)
  })
}

/**
 * Requests sent before the measured ones. A freshly started API spends its first couple of
 * thousand requests compiling: V8's background threads tier PGlite's WebAssembly and the hot
 * JavaScript up (measured here: 1.3 s of their CPU over the first 2,100 requests, 0.2 s over the
 * next 2,100), competing with the client for the two cores. The figure wanted is what a running
 * API answers at, so each measurement starts after as many requests as it measures.
 */
const WARMUP_REQUESTS = 1000

/**
 * One client, one request at a time, as a driver's phone would ask: the time from sending to
 * the last byte of each answer, after `warmup` requests that fill the caches and finish the
 * compiling. Fails on any non-2xx.
 */
export async function oneClientLatency(urls: () => string, serverCpuMs: () => number | null, requests = 1000, warmup = WARMUP_REQUESTS): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const timings: number[] = []
  let cpuStart: number | null = null
  try {
    for (let i = 0; i < warmup + requests; i++) {
      if (i === warmup) cpuStart = serverCpuMs()
      const elapsed = await timedGet(urls(), agent)
      if (i >= warmup) timings.push(elapsed)
    }
  } finally {
    agent.destroy()
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
