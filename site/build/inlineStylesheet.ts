import type { Plugin } from 'vite'

/**
 * The entry's style sheet, written into index.html: the first paint needs it, and as a file it
 * is one more round trip that blocks rendering (a whole RTT on a mobile network) for a few kB.
 * Style sheets of lazily loaded chunks stay files.
 *
 * The sheet is taken off the entry chunk before the HTML and the lazy imports are written: left
 * there, every lazy page lists it as a dependency to load, and since no `<link>` names it any
 * more, opening the first page would fetch the whole sheet again, wait for it, and restyle the
 * page — on the critical path of every page's first render.
 */
export function inlineStylesheet(): Plugin {
  const inlined: string[] = []
  return {
    name: 'parkade:inline-stylesheet',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        inlined.length = 0
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue
          for (const fileName of chunk.viteMetadata.importedCss) {
            const asset = bundle[fileName]
            if (asset?.type !== 'asset') continue
            inlined.push(String(asset.source))
            chunk.viteMetadata.importedCss.delete(fileName)
            // Nothing asks for the file any more.
            delete bundle[fileName]
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!inlined.length) return html
        // Nothing in a style sheet may close the <style> element early.
        const styles = inlined.map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`).join('')
        return html.replace('</head>', `  ${styles}\n  </head>`)
      },
    },
  }
}
