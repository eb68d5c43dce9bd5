import type { ErrorInfo, ParkadeEventMap } from '@parkade/core'

/** The `error` event of a failure a widget shows: its English message, its code and the thrown value. */
export function errorEvent(failure: ErrorInfo, widget: string): ParkadeEventMap['error'] {
  return { message: failure.message, code: failure.code, widget, cause: failure.cause }
}
