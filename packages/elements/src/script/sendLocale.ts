import type { commonEn } from '@parkade/core'
import type { ParkadeLoaderStub } from './installParkade.ts'

/**
 * What parkade-<lang>.js does: hands core's texts in its language to the page's Parkade (which
 * asked for the file) through the same command queue as the loader snippet.
 */
export function sendLocale(language: string, resources: typeof commonEn): void {
  ;(window.Parkade as ParkadeLoaderStub | undefined)?.('locale', language, resources)
}
