import type { BlogPost, Language } from '@parkade/core'
import { documentTitle } from './documentTitle.ts'
import type { PageText } from './pageText.ts'
import { seoTranslator } from './seoTranslator.ts'

/** A blog post's title and description: its own title and excerpt, as BlogPostPage sets them. */
export function postPageText(post: BlogPost, language: Language): PageText {
  return { title: documentTitle(seoTranslator(language), post.title), description: post.excerpt }
}
