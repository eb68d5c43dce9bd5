import type { Page, Response } from '@playwright/test'
import { compressedSize, sumSizes } from '../lib/compressedSize.ts'
import type { CompressedSize } from '../lib/compressedSize.ts'

export interface TransferFile {
  url: string
  type: 'script' | 'stylesheet'
  size: CompressedSize
}

export interface Transfer {
  total: CompressedSize
  files: TransferFile[]
  /** The bodies, to look for strings in (not written to the results). */
  bodies: string[]
}

/**
 * Records every script and stylesheet `page` receives from `origin` (the partner's page and the
 * Parkade files it serves: parkade.js, its parts, a React app's chunks) from now until `done`
 * has run and the network is quiet again. Each body is sized as a server sends it (gzip -9),
 * so the figure does not depend on whether the serving page compresses.
 */
export async function measureTransfer(page: Page, origin: string, done: () => Promise<void>): Promise<Transfer> {
  const pending: Promise<{ file: TransferFile; body: string } | null>[] = []
  const onResponse = (response: Response) => {
    const request = response.request()
    const type = request.resourceType()
    if ((type !== 'script' && type !== 'stylesheet') || new URL(response.url()).origin !== origin) return
    pending.push(
      response.body().then(
        (body) => ({ file: { url: response.url().slice(origin.length), type, size: compressedSize(body) }, body: body.toString('utf8') }),
        () => null,
      ),
    )
  }
  page.on('response', onResponse)
  try {
    await done()
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', onResponse)
  }
  const seen = (await Promise.all(pending)).filter((entry) => entry !== null)
  const files = seen.map((entry) => entry.file)
  return { total: sumSizes(files.map((file) => file.size)), files, bodies: seen.map((entry) => entry.body) }
}
