import { useCallback } from 'react'
import { translateMessage } from '@parkade/core'
import type { ErrorInfo, Language, TranslationKey } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'

export interface Translation {
  /** Translates a key of core's resources in the client's language. */
  t: (key: TranslationKey, values?: Record<string, unknown>) => string
  /** A failure in the client's language: an API error by its code, one of the SDK's own messages by its text. */
  tm: (message: string | ErrorInfo) => string
  language: Language
}

/** Re-renders when the client's language changes. */
export function useTranslation(): Translation {
  const { client } = useParkade()
  const language = useParkadeStore('language', (s) => s.language)
  // `language` is read so the callbacks change identity, and memoised children re-render, with it.
  const t = useCallback(
    (key: TranslationKey, values?: Record<string, unknown>) => client.i18n.t(key, { lng: language, ...values }) as string,
    [client, language],
  )
  // eslint-disable-next-line react-hooks/exhaustive-deps -- language changes what client.i18n answers
  const tm = useCallback((message: string | ErrorInfo) => translateMessage(client.i18n, message), [client, language])
  return { t, tm, language }
}
