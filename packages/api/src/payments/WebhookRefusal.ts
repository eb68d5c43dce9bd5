export type WebhookRefusalCode = 'bad-signature' | 'stale' | 'malformed'

/** A webhook that must not be acted on: forged, altered, too old or unreadable. */
export class WebhookRefusal extends Error {
  override readonly name = 'WebhookRefusal'
  readonly code: WebhookRefusalCode

  constructor(code: WebhookRefusalCode, message: string) {
    super(message)
    this.code = code
  }
}
