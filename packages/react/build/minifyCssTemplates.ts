import type { Plugin } from 'vite'

/** The mark before a template literal of CSS in our sources: `/* css *\/ \`…\``. */
const MARK = /\/\* css \*\/\s*`/g

/**
 * CSS text with its comments out, runs of whitespace made one space, none around braces and
 * semicolons nor after colons and commas. A space before a colon stays: in `.a :where(…)` it is
 * the descendant combinator.
 */
export function minifyCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/([:,]) /g, '$1')
    .replace(/;}/g, '}')
}

/**
 * `code` with the static text of each `/* css *\/` template literal minified and its `${…}` kept
 * as written. A template whose interpolations hold another template, or a string with an escape,
 * is left as it is rather than guessed at.
 */
export function minifyCssTemplates(code: string): string {
  let out = ''
  let from = 0
  for (const mark of code.matchAll(MARK)) {
    const start = mark.index + mark[0].length
    if (start < from) continue
    const parts: string[] = []
    let text = ''
    let i = start
    let ok = false
    while (i < code.length) {
      const char = code[i]!
      if (char === '\\') {
        text += code.slice(i, i + 2)
        i += 2
      } else if (char === '`') {
        ok = true
        break
      } else if (char === '$' && code[i + 1] === '{') {
        let depth = 1
        let j = i + 2
        while (j < code.length && depth > 0) {
          const inner = code[j]!
          if (inner === '`') break
          if (inner === "'" || inner === '"') {
            // A plain string: to its closing quote.
            const close = code.indexOf(inner, j + 1)
            if (close < 0 || code.slice(j, close).includes('\\')) break
            j = close + 1
            continue
          }
          if (inner === '{') depth++
          if (inner === '}') depth--
          j++
        }
        if (depth !== 0) break
        parts.push(minifyCss(text), code.slice(i, j))
        text = ''
        i = j
      } else {
        text += char
        i++
      }
    }
    if (!ok) continue
    parts.push(minifyCss(text))
    out += code.slice(from, start) + parts.join('').trim()
    from = i
  }
  return from === 0 ? code : out + code.slice(from)
}

/**
 * Our components' CSS lives in template literals (constructable stylesheets, no CSS files), which
 * no minifier touches: this does, in every build that ships them (the packages, parkade.js, the site).
 */
export function minifyCssTemplatesPlugin(): Plugin {
  return {
    name: 'parkade:minify-css-templates',
    // On the source, before the TypeScript transform drops the mark's comment.
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) || !code.includes('/* css */')) return null
      const minified = minifyCssTemplates(code)
      return minified === code ? null : { code: minified, map: null }
    },
  }
}
