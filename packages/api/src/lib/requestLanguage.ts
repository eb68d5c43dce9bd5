import type { FastifyRequest } from 'fastify'

export type Language = 'en' | 'fr'

/**
 * The answer language from Accept-Language: the first of en/fr by q-value, else en.
 * Content with English and French columns is answered in this language.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language']
  if (!header || typeof header !== 'string') return 'en'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { lang: tag.split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const entry of ranked) {
    if (entry.lang === 'fr' || entry.lang === 'en') return entry.lang
  }
  return 'en'
}

/** The French text when asked for and present, else the English one. */
export function localized(lang: Language, en: string, fr: string | null | undefined): string {
  return lang === 'fr' && fr ? fr : en
}
