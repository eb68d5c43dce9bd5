import { describe, expect, it } from 'vitest'
import { renderPostHtml } from '../pages/renderPostHtml.ts'

describe('renderPostHtml', () => {
  it('renders the Markdown of a post: headings, paragraphs, lists, emphasis, links', () => {
    const html = renderPostHtml('## Leave early\n\nBook **before** you go.\n\n- one\n- two\n\n[Parkade](https://parkade.example/)')
    expect(html).toContain('<h2>Leave early</h2>')
    expect(html).toContain('<strong>before</strong>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('href="https://parkade.example/"')
    // A link out opens without handing the page over.
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it('drops scripts, event handlers, javascript: links, frames, forms and inline styles', () => {
    const html = renderPostHtml(
      [
        'Before',
        '<script>alert(1)</script>',
        '<img src="x.png" onerror="alert(2)" alt="">',
        '<a href="javascript:alert(3)">link</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<form action="https://evil.example"><input name="card"></form>',
        '<p style="position:fixed" onclick="alert(4)">After</p>',
        '<svg><script>alert(5)</script></svg>',
      ].join('\n\n'),
    )
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<form|<input|style=/i)
    expect(html).toContain('Before')
    expect(html).toContain('After')
    expect(html).toContain('<img src="x.png" alt="">')
  })
})
