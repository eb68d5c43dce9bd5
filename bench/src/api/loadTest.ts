import autocannon from 'autocannon'

export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export interface LoadResult {
  connections: number
  seconds: number
  requests: number
  requestsPerSecond: number
  /** Milliseconds. */
  p50: number
  p99: number
  non2xx: number
  errors: number
  /** Answers by HTTP status, e.g. { '201': 5000, '409': 12 }. */
  statusCodes: Record<string, number>
  /** CPU time of the server (API process, and PostgreSQL's on PostgreSQL) per request, in ms; absent from older result files. */
  serverCpuMs?: number | null
  /** The machine's 1-minute load average at the end. */
  loadAverage?: number
}

/**
 * `connections` clients at once for `seconds`, each request made fresh by `next` (autocannon).
 * `onResponse` sees every answer's status and body (only asked for when given: reading bodies costs the client).
 */
export async function loadTest(
  origin: string,
  next: () => LoadRequest,
  connections: number,
  seconds: number,
  onResponse?: (status: number, body: string) => void,
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, headers = {}, body } = next()
          return { ...request, method, path, headers: { ...request.headers, ...headers }, ...(body === undefined ? {} : { body }) }
        },
        ...(onResponse ? { onResponse: (status: number, body: string) => onResponse(status, body) } : {}),
      },
    ],
  })
  const statusCodes: Record<string, number> = {}
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[status] = stats.count ?? 0
  return {
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  }
}
