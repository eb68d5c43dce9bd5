import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { adoptStyles } from '../theme/adoptStyles.ts'
import { PARKADE_CSS } from '../theme/parkadeCss.ts'
import { BASE_CSS } from '../theme/styles.ts'
import { QR_CSS } from '../Checkout/qrCss.ts'
import { DIALOG_CSS } from '../LoginDialog/dialogCss.ts'
import { PARK_LAYOUT_CSS } from '../ParkDetail/parkLayoutCss.ts'
import { TRANSACTIONS_CSS } from '../Wallet/transactionsCss.ts'
import { CARD_FIELD_CSS } from '../payment/cardFieldCss.ts'
import { TABLE_CSS } from '../ui/tableCss.ts'

/** adoptStyles and addStyles as a page that has shown nothing yet has them. */
async function freshStyles() {
  vi.resetModules()
  return import('../theme/adoptStyles.ts')
}

describe('adoptStyles', () => {
  it('leaves a document whose head carries the stylesheet already (a page rendered on a server)', () => {
    const doc = document.implementation.createHTMLDocument('rendered')
    const style = doc.createElement('style')
    style.dataset.parkade = ''
    style.textContent = '.parkade{}'
    doc.head.appendChild(style)
    adoptStyles(doc.body.appendChild(doc.createElement('div')))
    expect(doc.adoptedStyleSheets ?? []).toHaveLength(0)
    expect(doc.querySelectorAll('style[data-parkade]')).toHaveLength(1)
  })

  it('gives a root the shared CSS only; a component’s own arrives when it adds it, in every root adopted already, once', async () => {
    const styles = await freshStyles()
    // Two roots: here documents, as jsdom's shadow roots take no stylesheet.
    const doc = document.implementation.createHTMLDocument('page')
    const other = document.implementation.createHTMLDocument('frame')
    styles.adoptStyles(doc.body.appendChild(doc.createElement('div')))
    styles.adoptStyles(other.body.appendChild(other.createElement('div')))
    // Constructable sheets where the environment has them, else <style> elements.
    const cssOf = (root: Document) =>
      [...(root.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n') +
      [...root.querySelectorAll('style[data-parkade]')].map((style) => style.textContent).join('\n')
    const count = (text: string, part: string) => text.split(part).length - 1
    for (const root of [doc, other]) {
      expect(cssOf(root)).toContain('.pk-button')
      expect(cssOf(root)).not.toContain('pk-transactions')
      expect(cssOf(root)).not.toContain('pk-table')
    }
    styles.addStyles(TABLE_CSS)
    styles.addStyles(TRANSACTIONS_CSS)
    styles.addStyles(TABLE_CSS)
    for (const root of [doc, other]) {
      const css = cssOf(root)
      expect(count(css, '.pk-table-frame')).toBe(1)
      expect(count(css, 'border-collapse')).toBe(1)
      expect(css.indexOf('border-collapse')).toBeLessThan(css.indexOf('pk-transactions'))
    }
  })

  it('PARKADE_CSS, a server’s stylesheet, holds every component’s CSS, the tables’ before the transactions’ that refine them', () => {
    for (const rule of ['.pk-card-field-host', '.pk-park-layout', '.pk-transactions', '.pk-dialog', '.pk-qr', '.pk-table']) expect(PARKADE_CSS).toContain(rule)
    expect(PARKADE_CSS.startsWith(BASE_CSS)).toBe(true)
    expect(PARKADE_CSS.indexOf(TABLE_CSS)).toBeLessThan(PARKADE_CSS.indexOf(TRANSACTIONS_CSS))
  })

  it('every component that uses a class of a component’s own CSS adds that CSS as it renders', () => {
    const own = { CARD_FIELD_CSS, TABLE_CSS, PARK_LAYOUT_CSS, TRANSACTIONS_CSS, DIALOG_CSS, QR_CSS }
    const sources = ['../', '../../../elements/src/'].flatMap((dir) => {
      const root = new URL(dir, import.meta.url).pathname
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.parentPath.includes('__tests__'))
        .map((entry) => join(entry.parentPath, entry.name))
    })
    let users = 0
    for (const [name, css] of Object.entries(own)) {
      const classes = [...new Set(css.match(/\.pk-[\w-]+/g)!.map((rule) => rule.slice(1)))].filter((cls) => !BASE_CSS.includes(`.${cls}`))
      for (const file of sources) {
        const code = readFileSync(file, 'utf8')
        if (!classes.some((cls) => new RegExp(`["' ]${cls}["' ]`).test(code))) continue
        users++
        expect(code, `${file} uses ${name}'s classes`).toContain(`addStyles(${name})`)
      }
    }
    expect(users).toBeGreaterThanOrEqual(8)
  })
})
