import { ERROR_CATALOGUE } from './errorCatalogue.ts'
import type { ErrorCode, ErrorParams } from './errorCodes.ts'

/** The English sentence of `code` with its values filled in (a missing value stays `{name}`). */
export function errorMessage<C extends ErrorCode>(code: C, params?: ErrorParams<C>): string {
  const template: string = ERROR_CATALOGUE[code].message
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name]
    return value === undefined ? whole : String(value)
  })
}
