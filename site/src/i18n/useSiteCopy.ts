import { useParkade } from '@parkade/react'
import type { ParkadeClient } from '@parkade/react'
import { registerSiteResources } from './registerSiteResources.ts'
import type { ResourcePair } from './registerSiteResources.ts'
import { useTranslation } from './useTranslation.ts'

const registered = new WeakMap<ParkadeClient['i18n'], WeakSet<object>>()

/**
 * A page's copy: added to the client's i18n the first time the page renders (so `t` knows its
 * keys, and the start-up bundle carries none of it), and returned in the current language for
 * the page to walk its structure (sections, lists).
 */
export function useSiteCopy<T extends object>(pair: ResourcePair<T>): T {
  const { client } = useParkade()
  const { language } = useTranslation()
  let done = registered.get(client.i18n)
  if (!done) registered.set(client.i18n, (done = new WeakSet()))
  if (!done.has(pair)) {
    registerSiteResources(client.i18n, pair)
    done.add(pair)
  }
  return pair[language]
}
