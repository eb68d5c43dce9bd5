import type { Place } from '@parkade/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

// GET /places answers as a driver types where they are going: accents, typos, word order and the
// language of the names do not matter; the best match comes first.
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function places(query: string, headers: Record<string, string> = {}) {
  const { status, body } = await http<{ items: Place[] }>(`${server.apiBase}/places?${query}`, { headers })
  expect(status).toBe(200)
  return body.items
}
const first = async (query: string, headers?: Record<string, string>) => (await places(query, headers))[0]

describe('place search', () => {
  it('finds an airport from its city and a misspelt word, first', async () => {
    const place = await first('q=lagos%20airprt')
    expect(place).toMatchObject({ id: 'landmark:lagos-murtala-muhammed-airport', kind: 'landmark', type: 'airport', name: 'Murtala Muhammed International Airport', country_code: 'NG', park_slug: null })
    expect(place!.detail).toBe('Airport Road, Ikeja, Lagos, Nigeria')
    expect(place!.lat).toBeCloseTo(6.5774, 4)
    // Words in any order, any case.
    expect((await first('q=AIRPORT%20murtala'))!.id).toBe('landmark:lagos-murtala-muhammed-airport')
  })

  it('ignores accents and answers French names in French, the selected country first', async () => {
    const place = await first('q=aeroport&country=SN&lang=fr')
    expect(place).toMatchObject({ id: 'landmark:dakar-blaise-diagne-airport', name: 'Aéroport international Blaise-Diagne (AIBD)' })
    // By name or code, and Accept-Language when lang is not given.
    expect((await first('q=a%C3%A9roport&country=S%C3%A9n%C3%A9gal', { 'accept-language': 'fr-SN,fr;q=0.9' }))!.name).toBe('Aéroport international Blaise-Diagne (AIBD)')
    expect((await first('q=aeroport&country=SN'))!.name).toBe('Blaise Diagne International Airport (AIBD)')
    // Without the country, another country's airport may come first, but Blaise Diagne is found.
    expect((await places('q=aeroport&limit=20')).map((p) => p.id)).toContain('landmark:dakar-blaise-diagne-airport')
  })

  it('finds what drivers type', async () => {
    const cases: [string, string][] = [
      ['MetLife', 'landmark:new-york-metlife-stadium'],
      ['Union Station', 'landmark:toronto-union-station'],
      ['Stade Abdoulaye Wade', 'landmark:dakar-stade-abdoulaye-wade'],
      ['stade abdoulaye-wade', 'landmark:dakar-stade-abdoulaye-wade'],
      ['Thies gare', 'landmark:thies-gare'],
      ['gare thiès', 'landmark:thies-gare'],
      ['MSG', 'landmark:new-york-madison-square-garden'],
      ['Madison Square Garden', 'landmark:new-york-madison-square-garden'],
      ['Times Square', 'landmark:new-york-times-square'],
      ['madisn square gardn', 'landmark:new-york-madison-square-garden'],
      ['Lagos', 'city:NG:lagos'],
      ['thies', 'city:SN:thies'],
    ]
    for (const [q, id] of cases) expect([q, (await first(`q=${encodeURIComponent(q)}`))?.id]).toEqual([q, id])
  })

  it('ranks an exact name before a prefix before a mere similarity, then by importance', async () => {
    // "Plateau" is exactly Dakar's district; "Plateau-Mont-Royal" starts with it.
    const ids = (await places('q=plateau')).map((p) => p.id)
    expect(ids.indexOf('landmark:dakar-plateau')).toBeLessThan(ids.indexOf('landmark:montreal-plateau-mont-royal'))
    expect(ids.indexOf('landmark:dakar-plateau')).toBe(0)
    // Airports before the parks named after them.
    const items = await places('q=murtala%20muhammed%20airport')
    expect(items[0]!.kind).toBe('landmark')
    expect(items.slice(1).some((p) => p.kind === 'park' && p.park_slug !== null && p.id.startsWith('park:'))).toBe(true)
  })

  it('finds the word being typed from its first letters', async () => {
    expect((await first('q=lagos%20air'))!.id).toBe('landmark:lagos-murtala-muhammed-airport')
    expect((await places('q=toronto%20u')).map((p) => p.id)).toContain('landmark:toronto-union-station')
  })

  it('answers nothing for nothing alike, and refuses a bad query clearly', async () => {
    expect(await places('q=zzqxw')).toEqual([])
    expect(await places('q=%25%25')).toEqual([])
    const { status, body } = await http(`${server.apiBase}/places?q=`)
    expect(status).toBe(400)
    expect(body.detail).toMatch(/q/)
    expect((await http(`${server.apiBase}/places?q=lagos&limit=50`)).status).toBe(400)
    expect((await places('q=lagos&limit=3')).length).toBe(3)
  })
})
