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
}

/** `connections` clients at once for `seconds`, each request made fresh by `next` (autocannon). */
export async function loadTest(origin: string, next: () => LoadRequest, connections: number, seconds: number): Promise<LoadResult> {
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
      },
    ],
  })
  return {
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
