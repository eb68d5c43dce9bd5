import type { commonEn } from '@parkade/core'

/**
 * What parkade-<lang>.js does: hands core's texts in its language to the page's Parkade (which
 * asked for the file) through the same command queue as the loader snippet. Either form of
 * `window.Parkade`, the snippet's queue or parkade.js's installed global, takes the command.
 */
export function sendLocale(language: string, resources: typeof commonEn): void {
  window.Parkade?.('locale', language, resources)
}
