import { describe, expect, it } from 'vitest'
import { pageHead } from '../seo/pageHead.ts'
import { renderHeadTags } from '../seo/renderHeadTags.ts'
import type { HeadTag } from '../seo/headTag.ts'
import { SITE } from './seoFixtures.ts'

const meta = (tags: HeadTag[], key: string) =>
  tags.filter((tag) => tag.tag === 'meta' && ('property' in tag ? tag.property : tag.name) === key).map((tag) => (tag as { content: string }).content)
const links = (tags: HeadTag[]) => tags.filter((tag) => tag.tag === 'link').map((tag) => tag as Extract<HeadTag, { tag: 'link' }>)

describe('pageHead', () => {
  const head = pageHead({
    route: '/park/ikeja-city-mall-car-park',
    language: 'fr',
    siteUrl: SITE,
    title: 'Ikeja City Mall Car Park, Lagos · Parkade',
    description: 'Stationnement à Ikeja City Mall Car Park.',
    image: '/api/v1/images/park-7.svg',
  })

  it('gives title, description, the canonical URL in the page language and the hreflang alternates with x-default', () => {
    expect(head[0]).toEqual({ tag: 'title', text: 'Ikeja City Mall Car Park, Lagos · Parkade' })
    expect(meta(head, 'description')).toEqual(['Stationnement à Ikeja City Mall Car Park.'])
    expect(meta(head, 'robots')).toEqual([])
    expect(links(head)).toEqual([
      { tag: 'link', rel: 'canonical', href: `${SITE}/park/ikeja-city-mall-car-park?lang=fr` },
      { tag: 'link', rel: 'alternate', hreflang: 'en', href: `${SITE}/park/ikeja-city-mall-car-park?lang=en` },
      { tag: 'link', rel: 'alternate', hreflang: 'fr', href: `${SITE}/park/ikeja-city-mall-car-park?lang=fr` },
      { tag: 'link', rel: 'alternate', hreflang: 'x-default', href: `${SITE}/park/ikeja-city-mall-car-park` },
    ])
  })

  it('gives the Open Graph and Twitter tags, the picture made absolute', () => {
    expect(meta(head, 'og:site_name')).toEqual(['Parkade'])
    expect(meta(head, 'og:title')).toEqual(['Ikeja City Mall Car Park, Lagos · Parkade'])
    expect(meta(head, 'og:description')).toEqual(['Stationnement à Ikeja City Mall Car Park.'])
    expect(meta(head, 'og:url')).toEqual([`${SITE}/park/ikeja-city-mall-car-park?lang=fr`])
    expect(meta(head, 'og:type')).toEqual(['website'])
    expect(meta(head, 'og:locale')).toEqual(['fr_FR'])
    expect(meta(head, 'og:locale:alternate')).toEqual(['en_US'])
    expect(meta(head, 'og:image')).toEqual([`${SITE}/api/v1/images/park-7.svg`])
    expect(meta(head, 'twitter:card')).toEqual(['summary_large_image'])
    expect(meta(head, 'twitter:title')).toEqual(['Ikeja City Mall Car Park, Lagos · Parkade'])
    expect(meta(head, 'twitter:description')).toEqual(['Stationnement à Ikeja City Mall Car Park.'])
    expect(meta(head, 'twitter:image')).toEqual([`${SITE}/api/v1/images/park-7.svg`])
  })

  it('canonicalises the language-neutral address on itself: naming another hreflang alternate would contradict them', () => {
    const neutral = pageHead({ route: '/park/ikeja-city-mall-car-park', language: 'en', siteUrl: SITE, title: 'Ikeja', description: 'Parking', neutralAddress: true })
    expect(neutral).toContainEqual({ tag: 'link', rel: 'canonical', href: `${SITE}/park/ikeja-city-mall-car-park` })
    expect(neutral).toContainEqual({ tag: 'link', rel: 'alternate', hreflang: 'x-default', href: `${SITE}/park/ikeja-city-mall-car-park` })
  })

  it("canonicalises a one-language page (a blog post) on its own language, with no alternates, as an article", () => {
    const post = pageHead({ route: '/post/12', language: 'en', siteUrl: SITE, title: 'T', description: 'D', alternates: ['fr'], type: 'article' })
    expect(links(post)).toEqual([{ tag: 'link', rel: 'canonical', href: `${SITE}/post/12?lang=fr` }])
    expect(meta(post, 'og:locale')).toEqual(['fr_FR'])
    expect(meta(post, 'og:locale:alternate')).toEqual([])
    expect(meta(post, 'og:type')).toEqual(['article'])
    expect(meta(post, 'og:image')).toEqual([])
    expect(meta(post, 'twitter:card')).toEqual(['summary'])
  })

  it('marks a private page noindex and gives crawlers no alternates to follow', () => {
    const checkout = pageHead({ route: '/checkout/ikeja', language: 'en', siteUrl: SITE, title: 'Checkout · Parkade', description: 'Pay.', index: false })
    expect(meta(checkout, 'robots')).toEqual(['noindex'])
    expect(links(checkout).map((link) => link.rel)).toEqual(['canonical'])
  })
})

describe('renderHeadTags', () => {
  it('writes each tag on a line with every text escaped, so a name cannot close the tag or the title', () => {
    const html = renderHeadTags(
      pageHead({ route: '/park/x', language: 'en', siteUrl: SITE, title: 'Joe\'s "Lot" </title><script>', description: 'A & B <b>', image: null }),
    )
    const lines = html.split('\n')
    expect(lines[0]).toBe('<title>Joe&#39;s &quot;Lot&quot; &lt;/title&gt;&lt;script&gt;</title>')
    expect(lines[1]).toBe('<meta name="description" content="A &amp; B &lt;b&gt;">')
    expect(lines).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/park/x">`)
    expect(lines).toContain('<meta property="og:locale" content="en_US">')
    expect(html).not.toMatch(/<script|<\/title><|<b>/)
    // The browser reads back exactly the texts given.
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html')
    expect(doc.title).toBe('Joe\'s "Lot" </title><script>')
    expect(doc.querySelector('meta[property="og:description"]')!.getAttribute('content')).toBe('A & B <b>')
  })
})
