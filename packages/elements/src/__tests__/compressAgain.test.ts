// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compressAgain } from '../../build/compressAgain.ts'

type Bundle = Record<string, { type: 'chunk'; fileName: string; code: string } | { type: 'asset'; fileName: string; source: string }>

async function generate(bundle: Bundle, isWrite = true): Promise<void> {
  const hook = compressAgain().generateBundle as unknown as (this: unknown, options: unknown, bundle: Bundle, isWrite: boolean) => Promise<void>
  await hook.call({}, {}, bundle, isWrite)
}

// What a part looks like once Vite's minifier is through: still room for Terser's compressor.
const minified = 'try{this.__parkadeScript.c.demo=function(e){var t=function(e){return e?`yes`:`no`};return e.answer=function(){var e=1;if(e)return t(e);return t(0)},e}({})}catch(e){var r=self.__parkadeScript;r&&(r.e.demo=e)}'

function run(code: string): string {
  const page = { __parkadeScript: { c: {} as Record<string, { answer: () => string }>, e: {} } }
  new Function('self', code).call(page, page)
  return page.__parkadeScript.c.demo!.answer()
}

describe('compressAgain', () => {
  it('makes a written part smaller, keeps what it does, and keeps its source map URL as the last line', async () => {
    const bundle: Bundle = {
      'parkade.demo.js': { type: 'chunk', fileName: 'parkade.demo.js', code: `${minified}\n//# sourceMappingURL=parkade.demo.js.map` },
    }
    await generate(bundle)
    const out = bundle['parkade.demo.js'] as { code: string }
    expect(out.code.endsWith('\n//# sourceMappingURL=parkade.demo.js.map')).toBe(true)
    const code = out.code.slice(0, out.code.lastIndexOf('\n'))
    expect(code.length).toBeLessThan(minified.length)
    expect(run(code)).toBe(run(minified))
    expect(run(code)).toBe('yes')
  })

  it('leaves the split build’s passes that write nothing, and MapLibre’s megabyte, as they are', async () => {
    const huge = `${minified};${'var x=1;'.repeat(60_000)}`
    const bundle: Bundle = {
      'parkade.demo.js': { type: 'chunk', fileName: 'parkade.demo.js', code: minified },
      'parkade.park-map-view.js': { type: 'chunk', fileName: 'parkade.park-map-view.js', code: huge },
    }
    await generate(bundle, false)
    expect((bundle['parkade.demo.js'] as { code: string }).code).toBe(minified)
    await generate(bundle)
    expect((bundle['parkade.park-map-view.js'] as { code: string }).code).toBe(huge)
    expect((bundle['parkade.demo.js'] as { code: string }).code).not.toBe(minified)
  })
})
