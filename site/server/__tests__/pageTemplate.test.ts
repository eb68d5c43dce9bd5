import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { siteSecurityHeaders } from '../../build/securityHeaders.ts'
import { scriptSafeJson } from '../../src/seo/scriptSafeJson.ts'
import { createPageTemplate } from '../pageTemplate.ts'
import { styleAttributeHashes, withStyleAttributeHashes } from '../styleAttributeHashes.ts'

const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Parkade · Parking, booked before you arrive</title>
    <meta name="description" content="Find, book and pay for parking." />
    <script>window.preload = 1</script>
  </head>
  <body>
    <div id="root">
      <div class="site-header" aria-hidden="true"><div class="site-header-inner"></div></div>
    </div>
    <noscript>Parkade needs JavaScript to find and book parking.</noscript>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`

describe('the page template', () => {
  const fill = createPageTemplate(built)
  const page = fill({ language: 'fr', head: '<title>Parc · Parkade</title>', body: '<main><h1>Parc</h1></main>', state: scriptSafeJson({ language: 'fr' }) })

  it("puts the page's language, head and markup where the build's frame was", () => {
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('<title>Parc · Parkade</title>')
    expect(page).not.toContain('Parking, booked before you arrive')
    expect(page).not.toContain('Find, book and pay for parking.')
    expect(page).toContain('<div id="root"><main><h1>Parc</h1></main></div><script type="application/json" id="parkade-render">{"language":"fr"}</script><noscript>')
    expect(page).not.toContain('site-header-inner')
  })

  it('keeps the inline script the security headers allow by hash byte for byte', () => {
    const policy = siteSecurityHeaders({}, built)['Content-Security-Policy']
    const hash = createHash('sha256').update('window.preload = 1').digest('base64')
    expect(policy).toContain(`'sha256-${hash}'`)
    expect(page).toContain('<script>window.preload = 1</script>')
  })

  it('refuses a build without the root it fills', () => {
    expect(() => createPageTemplate('<html><body></body></html>')).toThrow(/id="root"/)
  })
})

describe('data in a script element', () => {
  it('cannot close the element or open a comment, and reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x', line: 'a\u2028b' }
    const json = scriptSafeJson(value)
    expect(json).not.toMatch(/<\/script|<!--/i)
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe("a page's style attributes in its policy", () => {
  it('hashes each distinct value as the browser reads it (entities decoded)', () => {
    const html = '<div style="position:relative;"></div><ul style="font-family:&quot;A&quot;;"></ul><p style="position:relative;"></p>'
    const hashes = styleAttributeHashes(html)
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(hashes).toEqual([sha('position:relative;'), sha('font-family:"A";')])
  })

  it("adds them to style-src only, with 'unsafe-hashes'; a page without any keeps the policy", () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-x'; img-src 'self'"
    expect(withStyleAttributeHashes(policy, ["'sha256-a'"])).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'sha256-x' 'unsafe-hashes' 'sha256-a'; img-src 'self'")
    expect(withStyleAttributeHashes(policy, [])).toBe(policy)
  })
})
