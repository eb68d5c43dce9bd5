import { useCallback } from 'react'
import { eventsTexts, useParkade, useTranslation } from '../sdk.ts'
import type { TranslationKey } from '../sdk.ts'

/** An event's category in the visitor's language; a category the resources do not list shows as the API names it. */
export function useEventCategory(): (category: string) => string {
  const { client } = useParkade()
  const { t, language } = useTranslation()
  eventsTexts.useTexts()
  return useCallback(
    (category: string) => {
      const key = `events.categories.${category}`
      return client.i18n.exists(key, { lng: language }) ? t(key as TranslationKey) : category
    },
    [client, t, language],
  )
}
