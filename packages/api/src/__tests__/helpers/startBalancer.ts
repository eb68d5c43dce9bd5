// A load balancer in front of API instances, doing what nginx or a cloud balancer does: round
// robin, X-Forwarded-For with the client's address appended, the next instance when one refuses
// connections, 502 when an instance dies in the middle of an answer.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Balancer {
  url: string
  apiBase: string
  /** Requests forwarded to each backend, by its URL. */
  forwarded: Map<string, number>
  close(): Promise<void>
}

export function startBalancer(backends: () => string[]): Promise<Balancer> {
  let next = 0
  const forwarded = new Map<string, number>()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      const targets = backends()
      const start = next++
      const attempt = (tried: number) => {
        if (tried >= targets.length) {
          response.writeHead(502, { 'content-type': 'application/json' }).end('{"detail":"No backend answered."}')
          return
        }
        const target = new URL(targets[(start + tried) % targets.length]!)
        const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ')
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: request.method,
            path: request.url,
            agent,
            headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
          },
          (answer) => {
            forwarded.set(target.origin, (forwarded.get(target.origin) ?? 0) + 1)
            response.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(response)
            answer.on('error', () => response.destroy())
          },
        )
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // Refused before anything was sent: the instance is down; try the next one.
          if (error.code === 'ECONNREFUSED' && !response.headersSent) return attempt(tried + 1)
          if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' }).end('{"detail":"The backend failed."}')
          else response.destroy()
        })
        upstream.end(body)
      }
      attempt(0)
    })
  })

  return new Promise((resolveBalancer) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      const url = `http://127.0.0.1:${port}`
      resolveBalancer({
        url,
        apiBase: `${url}/api/v1`,
        forwarded,
        close: () =>
          new Promise<void>((resolveClose) => {
            agent.destroy()
            server.closeAllConnections()
            server.close(() => resolveClose())
          }),
      })
    })
  })
}

export interface ClientAnswer {
  status: number
  // Test answers are read field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  headers: http.IncomingHttpHeaders
}

export interface ClientCall {
  token?: string
  body?: unknown
  query?: Record<string, string | number>
  headers?: Record<string, string>
  /** Send `body` as-is with this content type. */
  contentType?: string
}

/**
 * A request from a driver at `clientAddress` (any 127.x.y.z address: Linux answers the whole
 * loopback block), so the balancer sees a different peer for each driver.
 */
export function callFrom(base: string, clientAddress: string, method: string, path: string, options: ClientCall = {}): Promise<ClientAnswer> {
  const url = new URL(base + path)
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value))
  const payload =
    options.body === undefined ? undefined : typeof options.body === 'string' && options.contentType ? options.body : JSON.stringify(options.body)
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json'
  return new Promise((resolveAnswer, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, localAddress: clientAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let body: unknown = text
          if ((response.headers['content-type'] ?? '').includes('json') && text) body = JSON.parse(text)
          resolveAnswer({ status: response.statusCode ?? 0, body, headers: response.headers })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}
