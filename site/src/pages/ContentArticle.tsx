import type { ReactNode } from 'react'
import { useTranslation } from '../sdk.ts'
import type { TranslationKey } from '../sdk.ts'
import type { PageCopy } from '../i18n/copy/contentCopy.ts'

export interface ContentArticleProps {
  /** Where the copy sits in the resources, e.g. 'legal.privacy'. */
  base: string
  copy: PageCopy
  title: string
  values?: Record<string, unknown>
  /** Above the lead (a date, an eyebrow). */
  before?: ReactNode
  /** After the sections (a call to action, a form). */
  children?: ReactNode
}

/** A page of written copy: its title, lead and sections, each text read through i18n by its key. */
export function ContentArticle({ base, copy, title, values, before, children }: ContentArticleProps) {
  const { t } = useTranslation()
  const text = (path: string) => t(`${base}.${path}` as TranslationKey, values)
  return (
    <article className="site-page site-article">
      <h1>{title}</h1>
      {before}
      <p className="site-lead">{text('lead')}</p>
      {copy.sections.map((section, i) => (
        <section key={section.heading}>
          <h2>{text(`sections.${i}.heading`)}</h2>
          {section.paragraphs.map((_, j) => (
            <p key={j}>{text(`sections.${i}.paragraphs.${j}`)}</p>
          ))}
          {section.points ? (
            <ul>
              {section.points.map((_, j) => (
                <li key={j}>{text(`sections.${i}.points.${j}`)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {children}
    </article>
  )
}
