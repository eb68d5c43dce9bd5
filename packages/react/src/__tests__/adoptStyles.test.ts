import { describe, expect, it } from 'vitest'
import { adoptStyles } from '../theme/adoptStyles.ts'

describe('adoptStyles', () => {
  it('gives a shadow root the stylesheet once, however many components it holds', () => {
    const host = document.createElement('div')
    const root = host.attachShadow({ mode: 'open' })
    const a = root.appendChild(document.createElement('span'))
    const b = root.appendChild(document.createElement('span'))
    adoptStyles(a)
    adoptStyles(b)
    const sheets = (root.adoptedStyleSheets ?? []).length + root.querySelectorAll('style[data-parkade]').length
    expect(sheets).toBe(1)
  })

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
})
