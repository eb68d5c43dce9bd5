import { PaymentProviderError } from './PaymentProviderError.ts'

/** A provider call that took longer than this is treated as the provider being down. */
export const PROVIDER_TIMEOUT_MS = 15_000

export interface ProviderRequest {
  /** e.g. 'Paystack', for messages. */
  providerName: string
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  /** Sent as is (JSON text or a form body). */
  body?: string
  timeoutMs?: number
}

export interface ProviderAnswer {
  status: number
  body: unknown
}

/**
 * One HTTP call to a provider's API. A network failure, a timeout, a 5xx or an answer that is
 * not JSON throws PaymentProviderError('unavailable'); any other answer is returned for the
 * adapter to read (a 404 or 400 means something different to each provider).
 */
export async function providerRequest(request: ProviderRequest): Promise<ProviderAnswer> {
  let response: Response
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    })
  } catch {
    throw new PaymentProviderError('unavailable', `${request.providerName} could not be reached. Please try again in a moment.`)
  }
  const text = await response.text().catch(() => '')
  if (response.status >= 500) {
    throw new PaymentProviderError('unavailable', `${request.providerName} is not answering properly (${response.status}). Please try again in a moment.`)
  }
  let body: unknown
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    throw new PaymentProviderError('unavailable', `${request.providerName} sent an answer this server cannot read. Please try again in a moment.`)
  }
  return { status: response.status, body }
}

/** A plain object's field, or undefined: provider answers are read defensively. */
export function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined
}

export function stringField(value: unknown, name: string): string | null {
  const found = field(value, name)
  return typeof found === 'string' ? found : null
}
