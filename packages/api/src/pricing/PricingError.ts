export type PricingErrorCode = 'invalid-date' | 'start-in-past' | 'end-before-start' | 'too-long' | 'no-rate'

/** A time range or rate the server cannot price; `message` is the sentence the driver reads. */
export class PricingError extends Error {
  override readonly name = 'PricingError'
  readonly code: PricingErrorCode

  constructor(code: PricingErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
