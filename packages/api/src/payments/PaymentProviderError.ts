export type PaymentProviderErrorCode = 'not-found' | 'unavailable' | 'unsupported-currency' | 'bad-request'

/** A provider could not start or check a payment (unknown reference, provider down, …). */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError'
  readonly code: PaymentProviderErrorCode

  constructor(code: PaymentProviderErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
