import type { Plugin } from 'vite'

/**
 * `<link rel="preconnect">` to the other origins the first render fetches from (the API, the IP
 * country service): the browser opens those connections while the scripts download, instead of
 * after they have run, which is a DNS, TCP and TLS setup less before a park list or a price shows.
 * Unusable or duplicate URLs are left out.
 */
export function preconnectOrigins(urls: (string | false | undefined)[]): Plugin {
  const origins = [
    ...new Set(
      urls.flatMap((url) => {
        if (!url) return []
        try {
          return [new URL(url).origin]
        } catch {
          return []
        }
      }),
    ),
  ]
  return {
    name: 'parkade:preconnect-origins',
    apply: 'build',
    transformIndexHtml() {
      // crossorigin: the SDK's fetches are CORS requests without credentials, which use their own connections.
      return origins.map((href) => ({ tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: '' }, injectTo: 'head' as const }))
    },
  }
}
