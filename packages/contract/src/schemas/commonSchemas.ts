import type { Static } from 'typebox'
import { Type } from 'typebox'
import type { TSchema } from 'typebox'
import { CURRENCY_CODES } from '../domain/currencies.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/limits.ts'
import { PAYMENT_PROVIDERS } from '../domain/paymentProviders.ts'
import { StringEnum } from './helpers.ts'

export const CurrencyCodeSchema = StringEnum(CURRENCY_CODES, { description: 'ISO 4217 code.' })
export const PaymentProviderSchema = StringEnum(PAYMENT_PROVIDERS)
export const Language = StringEnum(['en', 'fr'] as const)

/** `{ detail }`: an answer that is only a sentence (a confirmation, not an error). */
export const MessageResponse = Type.Object({ detail: Type.String() })

/** Page<T>: items, total, page, size, pages. */
export const Page = <T extends TSchema>(item: T, description = 'One page of results.') =>
  Type.Object(
    {
      items: Type.Array(item),
      total: Type.Integer({ description: 'Results on every page.' }),
      page: Type.Integer({ description: 'This page, from 1.' }),
      size: Type.Integer({ description: 'Results per page.' }),
      pages: Type.Integer({ description: 'Number of pages (at least 1).' }),
    },
    { description },
  )

/** `page` and `size` query parameters. */
export const pageQuery = (defaultSize = DEFAULT_PAGE_SIZE) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: 'Page number, from 1.' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultSize, description: `Results per page, at most ${MAX_PAGE_SIZE}.` })),
})

export const phonePattern = { type: 'string', pattern: '^\\+?[0-9][0-9 ()-]{4,24}$' } as const

export type Language = Static<typeof Language>
export type MessageResponse = Static<typeof MessageResponse>

/** Page<T> at the type level, for code that builds pages of any item. */
export interface PageOf<T> {
  items: T[]
  total: number
  page: number
  size: number
  pages: number
}
