import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { minifyCss, minifyCssTemplates } from '../../build/minifyCssTemplates.ts'

describe('minifyCssTemplates: our CSS templates as the builds ship them', () => {
  it('drops comments and spaces, keeps ${…} and the spaces that are combinators', () => {
    const code = [
      'const other = `a  b /* not css */`',
      'export const CSS = /* css */ `',
      '/* why this rule */',
      '.parkade {',
      '${colors("light")}',
      '  gap: calc(var(--pk-space) * 2);',
      '}',
      '.parkade :where(h1, h2) > p { margin: 0; }',
      '.parkade .pk-tx::before { content: attr(data-label) " "; }',
      '`',
    ].join('\n')
    expect(minifyCssTemplates(code)).toBe(
      [
        'const other = `a  b /* not css */`',
        'export const CSS = /* css */ `.parkade{${colors("light")} gap:calc(var(--pk-space) * 2)}.parkade :where(h1,h2) > p{margin:0}.parkade .pk-tx::before{content:attr(data-label) " "}`',
      ].join('\n'),
    )
  })

  it('leaves a template it cannot read safely as it is', () => {
    const nested = 'const CSS = /* css */ `.a { color: ${dark ? `red` : "blue"}; }`'
    expect(minifyCssTemplates(nested)).toBe(nested)
    const unclosed = 'const CSS = /* css */ `.a { color: red; }'
    expect(minifyCssTemplates(unclosed)).toBe(unclosed)
  })

  it('shrinks the components’ stylesheet and keeps every rule', () => {
    const source = readFileSync(join(import.meta.dirname, '../theme/styles.ts'), 'utf8')
    const minified = minifyCssTemplates(source)
    expect(minified.length).toBeLessThan(source.length * 0.9)
    const css = (code: string) => code.slice(code.indexOf('/* css */ `') + '/* css */ `'.length)
    // Every selector of the source is in the output, spaces normalised as the minifier does.
    const selectors = css(source).replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{};]+(?=\{)/g)!
    for (const selector of selectors) expect(css(minified)).toContain(minifyCss(selector).trim())
    expect(css(minified)).not.toContain('/*')
  })
})
