import { useEffect } from 'react'
import type { ErrorInfo } from '@parkade/core'
import { errorEvent } from './errorEvent.ts'
import { useParkade } from './useParkade.ts'

/** Tells the host once of each failure a widget shows (a new ErrorInfo is a new failure); null: none. */
export function useErrorEvent(failure: ErrorInfo | null, widget: string): void {
  const { client, emit } = useParkade()
  useEffect(() => {
    if (failure) emit('error', errorEvent(failure, widget, client.i18n))
  }, [client, failure, widget, emit])
}
