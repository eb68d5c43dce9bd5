import type { Park } from '@parkade/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PICTURED_KINDS } from '../lib/placeholderSvg.ts'
import { SEED_PARKS } from '../seed/data/index.ts'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const svgOf = async (key: string) => {
  const response = await fetch(`${server.apiBase}/images/${key}.svg`)
  expect(response.status).toBe(200)
  return response.text()
}

describe("park pictures show the park's kind", () => {
  it.each(PICTURED_KINDS)('draws what a %s park serves, with no words', async (kind) => {
    const svg = await svgOf(`${kind}-2`)
    expect(svg).toContain(`data-kind="${kind}"`)
    for (const other of PICTURED_KINDS.filter((k) => k !== kind)) expect(svg).not.toContain(`data-kind="${other}"`)
    expect(svg).not.toMatch(/<text|aria-label/)
  })

  it('draws the same kind for every picture number, and none for a key naming no park type', async () => {
    expect(await svgOf('stadium-1')).toContain('data-kind="stadium"')
    expect(await svgOf('stadium-4')).toContain('data-kind="stadium"')
    expect(await svgOf('dash-cam-1')).not.toContain('data-kind=')
  })

  it("gives every seeded park a picture of its own type, served by the API", async () => {
    expect(SEED_PARKS.length).toBeGreaterThan(0)
    for (const park of SEED_PARKS) expect(park.image_key, park.slug).toMatch(new RegExp(`^${park.type}-\\d+$`))
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM parks WHERE image_key IS NULL AND slug NOT LIKE 'bench-%'")
    expect(rows[0]!.n).toBe(0)
    // Each type, as the search answers it: the picture's address, and the drawing of that type there.
    for (const kind of PICTURED_KINDS) {
      const { body } = await http(`${server.apiBase}/parks/front/parks/?country=NG&type=${kind}&size=5`)
      expect(body.items.length, kind).toBeGreaterThan(0)
      for (const park of body.items as Park[]) {
        expect(park.image_url).toMatch(new RegExp(`^${server.apiBase}/images/${kind}-\\d+\\.svg$`))
        expect(await (await fetch(park.image_url!)).text()).toContain(`data-kind="${kind}"`)
      }
    }
  })
})
