/** Page<T>: items, total, page, size, pages. */
export function pageSchema(item: object, description = 'One page of results.') {
  return {
    type: 'object',
    description,
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer', description: 'Results on every page.' },
      page: { type: 'integer', description: 'This page, from 1.' },
      size: { type: 'integer', description: 'Results per page.' },
      pages: { type: 'integer', description: 'Number of pages (at least 1).' },
    },
    required: ['items', 'total', 'page', 'size', 'pages'],
  } as const
}

/** `page` and `size` query parameters. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: 'Page number, from 1.' },
  size: { type: 'integer', minimum: 1, maximum: 50, default: 20, description: 'Results per page, at most 50.' },
} as const
