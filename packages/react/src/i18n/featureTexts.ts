import { useCallback } from 'react'
import { I18N_NAMESPACE } from '@parkade/core'
import type { Language, ParkadeClient } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { useTranslation } from './useTranslation.ts'

/** The dotted paths of a tree of texts: 'title', 'status.active'. */
export type TextPath<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPath<T[K]>}` }[keyof T & string]

/** Any tree of texts, as resources are written. */
export interface TextTree {
  readonly [key: string]: string | TextTree
}

/**
 * Texts that travel with the component that shows them, not in core's resources: those are in
 * parkade.js's first bytes, which a component no element shows (the bookings, the vehicles) or one
 * fetched later must not grow. They join the client's `parkade` namespace under `prefix.` when the
 * component first renders (a host's own translations of them, added earlier, are kept).
 */
export function featureTexts<T extends TextTree>(prefix: string, texts: Record<Language, T>) {
  const registered = new WeakSet<ParkadeClient>()

  function register(client: ParkadeClient): void {
    if (registered.has(client)) return
    registered.add(client)
    for (const [language, tree] of Object.entries(texts)) client.i18n.addResourceBundle(language, I18N_NAMESPACE, { [prefix]: tree }, true, false)
  }

  /** `t` for these texts, in the client's language; `tm` and `language` as useTranslation gives them. */
  function useTexts() {
    const { client } = useParkade()
    const translation = useTranslation()
    register(client)
    const { language } = translation
    const tf = useCallback(
      (key: TextPath<T>, values?: Record<string, unknown>): string => {
        const path: string = `${prefix}.${key}`
        return client.i18n.t(path, { lng: language, ...values } as Record<string, unknown>) as string
      },
      [client, language],
    )
    return { ...translation, tf }
  }

  return { prefix, texts, register, useTexts }
}
