import { Link, useSearchParams } from 'react-router'
import { useFormat, useParkade, useTranslation } from '../sdk.ts'
import type { BlogQuery } from '../sdk.ts'
import { blogCopy } from '../i18n/copy/blogCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { PageLinks } from './PageLinks.tsx'
import { useApiResource } from './useApiResource.ts'

const PAGE_SIZE = 3

/** `/blog`: the posts in the page's language, newest first, a few a page. */
export default function BlogPage() {
  const { t, language } = useTranslation()
  const { client } = useParkade()
  const { date } = useFormat()
  const copy = useSiteCopy(blogCopy).blogPage
  const [params] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  usePageMeta({ title: t('pages.blog'), description: copy.meta })
  const posts = useApiResource(`blog:${page}`, (signal) => client.api.blog.list({ lang: language, page, size: PAGE_SIZE } as BlogQuery, { signal }))

  let body
  if (posts.status === 'error') {
    // SPEC §2 fallback, word for word, with a way to try again.
    body = (
      <div className="site-alert" role="alert">
        <p>{t('errors.blog.pageLoadFailed')}</p>
        <button type="button" className="site-button site-button-secondary" onClick={posts.retry}>
          {t('screens.actions.tryAgain')}
        </button>
      </div>
    )
  } else if (posts.status === 'loading' || !posts.value) body = <Spinner label={t('common.loading')} />
  else if (posts.value.items.length === 0) body = <p>{copy.none}</p>
  else {
    body = (
      <>
        <ul className="site-post-list">
          {posts.value.items.map((post) => (
            <li key={post.id}>
              <article>
                <h2>
                  <Link to={paths.post(post.id)}>{post.title}</Link>
                </h2>
                <p className="site-hint">{t('blogPage.by', { author: post.author, date: date(post.published_at) })}</p>
                <p>{post.excerpt}</p>
                <p>
                  <Link to={paths.post(post.id)} aria-label={t('blogPage.readMore', { title: post.title })}>
                    {t('blogPage.readMore', { title: post.title })}
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
        <PageLinks page={posts.value.page} pages={posts.value.pages} href={(n) => `${paths.blog}?page=${n}`} />
      </>
    )
  }

  return (
    <div className="site-page site-article">
      <h1>{t('pages.blog')}</h1>
      <p className="site-lead">{copy.lead}</p>
      {body}
    </div>
  )
}
