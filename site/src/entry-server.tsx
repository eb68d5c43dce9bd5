import { StrictMode } from 'react'
import type { ReactNode } from 'react'
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { renderToString } from 'preact-render-to-string'
import type { VNode } from 'preact'
import { StaticRouter } from 'react-router'
import App from './app/App.tsx'
import { AppLoader } from './app/AppLoader.tsx'
import { createRenderState } from './app/RenderContext.ts'
import type { RenderedRead } from './app/RenderContext.ts'
import { visitorChoice } from './app/visitorChoice.ts'
import type { VisitorChoice, VisitorRequest } from './app/visitorChoice.ts'
import { siteApiBaseUrl } from './app/siteEndpoints.ts'
import { setPostPurifier } from './pages/renderPostHtml.ts'
import { pageHeadHtml } from './app/pageHeadHtml.ts'
import { urlLanguage } from './seo/index.ts'
import { PARKADE_CSS, createParkadeClient, languageForCountry, loadTexts } from './sdk.ts'
import type { Language } from './sdk.ts'

export { visitorChoice } from './app/visitorChoice.ts'
export { isPrivateRoute, robotsTxt } from './seo/index.ts'
import { siteSitemap } from './seo/index.ts'
import type { SiteSitemap } from './seo/index.ts'
export type { RenderedRead } from './app/RenderContext.ts'

// Blog posts are sanitised here as in the browser, over a DOM of the server's own.
setPostPurifier(createDOMPurify(new JSDOM('').window))

/** At most this many renders of one page: each after the reads and parts the one before asked for. */
const MAX_PASSES = 4

export interface RenderPageInput extends Omit<VisitorRequest, 'searchParams'> {
  /** Path and query of the page, e.g. `/park/lagos-airport?lang=fr`. */
  url: string
  /** The API the page's reads go to: the same base URL the browser uses (its answers name URLs under it). */
  apiBaseUrl: string
  /** Default: the global fetch; the server may pass one that reaches the API another way. */
  fetch?: typeof fetch
  /** The site's public origin, for canonical URLs, alternates and previews (`https://parkade.app`). */
  siteUrl: string
}

/** What the browser needs to hydrate the page as rendered (site/src/main.tsx reads it from the page). */
export interface HydrationState {
  language: Language
  country: string
  reads: Record<string, RenderedRead>
  parts: string[]
}

export interface RenderedPage {
  /** 200, or 404 for an unknown page, park, event or post. */
  status: number
  /** The markup of `#root`. */
  html: string
  choice: VisitorChoice
  /** The tags of `<head>`: title, description, canonical URL, alternates, Open Graph, JSON-LD. */
  head: string
  state: HydrationState
}

/**
 * Renders one page of the site to HTML, as the browser's first render will draw it: the reads
 * its pages make (useApiResource) are made here, then the page is rendered again with their
 * answers, as are the lazy parts it shows. The browser takes both from `state` and hydrates.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const url = new URL(input.url, 'http://site.invalid')
  const choice = visitorChoice({ searchParams: url.searchParams, cookies: input.cookies, acceptLanguage: input.acceptLanguage, ipLookup: buildEnv.VITE_PARKADE_IP_LOOKUP?.trim() !== 'off' })
  // One client per request: nothing stored, no IP lookup, no sign-in; the visitor's choice given.
  const client = createParkadeClient({
    apiBaseUrl: input.apiBaseUrl,
    storage: null,
    ipLookup: false,
    firebase: null,
    // Fixed for this render (the browser's own client takes it as provisional until its IP lookup).
    country: choice.country,
    language: choice.preference ?? (choice.language === languageForCountry(choice.country, null) ? null : choice.language),
    ...(input.fetch ? { fetch: input.fetch } : {}),
  })
  const location = `${url.pathname}${url.search}`
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>
  const reads = new Map<string, RenderedRead>()
  let render = createRenderState(true, reads)
  let html = ''
  const language = client.stores.language.getState().language
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    // The texts of every component imported so far (the parts a pass loaded included), in the page's language.
    await loadTexts(language)
    render = createRenderState(true, reads)
    html = renderToString(
      (
        <StrictMode>
          <AppLoader client={client} app={<App client={client} render={render} router={Router} />} />
        </StrictMode>
      ) as unknown as VNode,
    )
    if (render.pending.size === 0 && render.loading.length === 0) break
    await Promise.all([...render.pending.values(), ...render.loading])
  }
  client.destroy()
  return {
    status: render.status,
    html,
    choice,
    head: pageHeadHtml({ path: url.pathname, addressLanguage: urlLanguage(url), language, country: choice.country, siteUrl: input.siteUrl, status: render.status, meta: render.meta, reads }),
    state: { language, country: choice.country, reads: Object.fromEntries(reads), parts: [...render.parts] },
  }
}

/**
 * The settings the browser's code was built with (`VITE_*`, fixed at build time): the server
 * renders against the same API and sends the headers that fit them.
 */
export const buildEnv: Readonly<Record<string, string | undefined>> = {
  VITE_PARKADE_API: import.meta.env.VITE_PARKADE_API,
  VITE_PARKADE_IP_LOOKUP: import.meta.env.VITE_PARKADE_IP_LOOKUP,
  VITE_PARKADE_MAP_STYLE: import.meta.env.VITE_PARKADE_MAP_STYLE,
  VITE_PARKADE_ERROR_ENDPOINT: import.meta.env.VITE_PARKADE_ERROR_ENDPOINT,
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_AUTH_EMULATOR: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR,
}

/** The components' stylesheet, for the head of every rendered page: they are drawn styled before any script runs. */
export const componentStyles: string = PARKADE_CSS

/** The API the browser's code talks to. */
export const apiBaseUrl = siteApiBaseUrl(buildEnv)

/**
 * The site's sitemap (seo/siteSitemap.ts): content pages, events, posts and every park, read from
 * the API; `/sitemap.xml` is an index of `/sitemap-{i}.xml` files past 50,000 addresses.
 */
export function sitemapFor({ siteUrl, fetch: fetchApi }: { siteUrl: string; fetch?: typeof fetch }): Promise<SiteSitemap> {
  const client = createParkadeClient({ apiBaseUrl, storage: null, ipLookup: false, firebase: null, ...(fetchApi ? { fetch: fetchApi } : {}) })
  return siteSitemap(client.api, { siteUrl, fileUrl: (index) => `${siteUrl}/sitemap-${index}.xml` }).finally(() => client.destroy())
}
