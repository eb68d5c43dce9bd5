import type { PageOf as Page } from '@parkade/contract'

/** The paged answer of every list: items, total, page, size, pages (at least 1 page). */
export function pageOf<T>(items: T[], total: number, page: number, size: number): Page<T> {
  return { items, total, page, size, pages: Math.max(1, Math.ceil(total / size)) }
}
