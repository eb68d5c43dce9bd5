// @vitest-environment node
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

describe('a blog post rendered on the server (no browser DOM)', () => {
  it('is never handed back unsanitised: without a DOM of its own the render refuses', async () => {
    const { renderPostHtml } = await import('../pages/renderPostHtml.ts')
    expect(() => renderPostHtml('<script>alert(1)</script>')).toThrow(/No DOM/)
  })

  it('with the server’s DOM, scripts, handlers and javascript: links are removed and outside links open apart', async () => {
    const { renderPostHtml, setPostPurifier } = await import('../pages/renderPostHtml.ts')
    setPostPurifier(createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis))
    const html = renderPostHtml('## Title\n\n<script>x()</script><img src="data:," onerror="x()"><a href="javascript:x()">a</a>\n\nRead [out](https://example.org)')
    expect(html).toContain('<h2>Title</h2>')
    expect(html).not.toMatch(/<script|onerror|javascript:/)
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>')
  })
})
