import type { Language } from '@parkade/core'
import { texts as en } from './mapTextsEn.ts'
import type { MapTextKey } from './mapTextsEn.ts'
import { texts as fr } from './mapTextsFr.ts'

/**
 * The map's texts in every language, for a host that shows or checks them itself. The map does
 * not use this (it fetches a language when a page needs it): importing it bundles every language.
 */
export const MAP_TEXTS: Record<Language, Record<MapTextKey, string>> = { en, fr }
