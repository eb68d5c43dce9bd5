import type { Plugin, Rolldown } from 'vite'

/**
 * The entry's style sheet, written into index.html: the first paint needs it, and as a file it
 * is one more round trip that blocks rendering (a whole RTT on a mobile network) for a few kB.
 * Style sheets of lazily loaded chunks stay files.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'parkade:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html.replace(/<link rel="stylesheet"[^>]*href="\/?([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName] as Rolldown.OutputAsset | undefined
          if (!asset || asset.type !== 'asset') return link
          // Nothing in a style sheet may close the <style> element early.
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`
        })
      },
    },
  }
}
