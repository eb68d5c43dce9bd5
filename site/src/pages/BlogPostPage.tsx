import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { useFormat, useParkade, useTranslation } from '../sdk.ts'
import { blogCopy } from '../i18n/copy/blogCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { NotFoundContent } from './NotFoundContent.tsx'
import { renderPostHtml } from './renderPostHtml.ts'
import { useApiResource } from './useApiResource.ts'

/** `/post/{id}`: one post, its body rendered from Markdown and sanitised before it is inserted. */
export default function BlogPostPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const { client } = useParkade()
  const { date } = useFormat()
  const copy = useSiteCopy(blogCopy).blogPage
  const read = useApiResource(`post:${id}`, (signal) => client.api.blog.get(id, { signal }))
  const post = read.value
  const html = useMemo(() => (post ? renderPostHtml(post.body) : ''), [post])
  usePageMeta({ title: post?.title ?? t('pages.blog'), description: post?.excerpt ?? copy.meta })

  if (read.status === 'error' && read.httpStatus === 404) return <NotFoundContent />
  let body
  if (read.status === 'error') {
    body = (
      <>
        <h1>{t('pages.blog')}</h1>
        <div className="site-alert" role="alert">
          <p>{t('errors.blog.postLoadFailed')}</p>
          <button type="button" className="site-button site-button-secondary" onClick={read.retry}>
            {t('screens.actions.tryAgain')}
          </button>
        </div>
      </>
    )
  } else if (!post) body = <Spinner label={t('common.loading')} />
  else {
    body = (
      <article lang={post.lang}>
        <h1>{post.title}</h1>
        <p className="site-hint">{t('blogPage.by', { author: post.author, date: date(post.published_at) })}</p>
        <div className="site-post-body" dangerouslySetInnerHTML={{ __html: html }} />
        {post.tags.length > 0 ? (
          <p className="site-hint">{t('blogPage.tags', { tags: post.tags.join(', ') })}</p>
        ) : null}
      </article>
    )
  }

  return (
    <div className="site-page site-article">
      <p>
        <Link to={paths.blog}>{copy.back}</Link>
      </p>
      {body}
    </div>
  )
}
