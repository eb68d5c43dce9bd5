import { messageKey, translateMessage } from '@parkade/core'
import type { ErrorInfo, ParkadeEventMap, ParkadeI18n } from '@parkade/core'

/**
 * The `error` event of a failure a widget shows: its message as the driver was told it (in the
 * client's language: parkade.js, which carries no English, has no other to give), its code (the
 * stable part, for a host's logic: the API's, a `client.*` one, or for the SDK's own failures their
 * text's key) and the thrown value.
 */
export function errorEvent(failure: ErrorInfo, widget: string, i18n: ParkadeI18n): ParkadeEventMap['error'] {
  return { message: translateMessage(i18n, failure), code: stableCode(failure), widget, cause: failure.cause }
}

/** The `payment-failed` event of a failure: `message` and `code` as in the `error` event. */
export function paymentFailedEvent(
  failure: ErrorInfo,
  i18n: ParkadeI18n,
  payment: Pick<ParkadeEventMap['payment-failed'], 'reference' | 'provider'> = {},
): ParkadeEventMap['payment-failed'] {
  const code = stableCode(failure)
  return { message: translateMessage(i18n, failure), ...(code ? { code } : {}), ...payment }
}

/** The API's or the SDK's code of a failure, else the key of the SDK's own text it carries. */
function stableCode(failure: ErrorInfo): string | undefined {
  return failure.code ?? messageKey(failure.message)
}
