// Tests read whatever fields an answer has; `any` keeps the assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

/** fetch + JSON for tests: the status, the parsed body and the headers. */
export interface JsonAnswer<T = Loose> {
  status: number
  body: T
  headers: Headers
}

export async function http<T = Loose>(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  let body: string | undefined = init.rawBody
  if (init.body !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = JSON.stringify(init.body)
  }
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON: the raw text
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}
