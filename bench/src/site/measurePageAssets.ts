import { chromium } from '@playwright/test'
import { compressedSize, sumSizes } from '../lib/compressedSize.ts'
import type { CompressedSize } from '../lib/compressedSize.ts'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'

export interface PageAssets {
  url: string
  js: CompressedSize
  css: CompressedSize
  files: { url: string; type: 'script' | 'stylesheet'; size: CompressedSize }[]
}

/**
 * What a browser fetches for one page: opens it in Chromium, waits until the network is quiet
 * (the lazy chunks the page asks for on its first render included), and measures the body of
 * every script and stylesheet from the page's own origin — each compressed as a server would.
 */
export async function measurePageAssets(url: string): Promise<PageAssets> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const origin = new URL(url).origin
    const pending: Promise<PageAssets['files'][number] | null>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if ((type !== 'script' && type !== 'stylesheet') || new URL(response.url()).origin !== origin) return
      pending.push(response.body().then((body) => ({ url: response.url().slice(origin.length), type, size: compressedSize(body) }), () => null))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const files = (await Promise.all(pending)).filter((file) => file !== null)
    return {
      url,
      js: sumSizes(files.filter((file) => file.type === 'script').map((file) => file.size)),
      css: sumSizes(files.filter((file) => file.type === 'stylesheet').map((file) => file.size)),
      files,
    }
  } finally {
    await browser.close()
  }
}
