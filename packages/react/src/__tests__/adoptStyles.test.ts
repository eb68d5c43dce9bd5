import { describe, expect, it } from 'vitest'
import { adoptStyles } from '../theme/adoptStyles.ts'

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
})
