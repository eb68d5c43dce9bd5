import jsQR from 'jsqr'
import { encode } from 'uqr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'
import { call, seedPark, timeline } from './moneyTestKit.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

/** The dark modules an SVG from the API draws, read back from its path's rectangles. */
function svgModules(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1])
  const rows = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? ''
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1H\1z/g)) {
    for (let i = 0; i < Number(width); i++) rows[Number(y)]![Number(x) + i] = true
  }
  return rows
}

/** What a scanner reads from the modules, drawn 4 pixels each, black on white. */
function scan(modules: boolean[][]): string | undefined {
  const scale = 4
  const width = modules.length * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) pixels.fill(0, ((y * scale + dy) * width + x * scale + dx) * 4, ((y * scale + dy) * width + x * scale + dx) * 4 + 3)
    }),
  )
  return jsQR(pixels, width, width)?.data
}

const qrOf = (code: string) => fetch(`${server.apiBase}/bookings/code/${encodeURIComponent(code)}/qr.svg`)

describe("a booking code's QR code, drawn by the API", () => {
  it("is the code's QR matrix (the e-mail's too), black on white, and a scanner reads the code from it", async () => {
    const response = await qrOf('PK-7QX2MA')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    // It depends on the code alone: caches keep it for good.
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svgModules(svg)).toEqual(encode('PK-7QX2MA', { ecc: 'M', border: 2 }).data)
    expect(svg).toContain('<rect width="25" height="25" fill="#fff"/>')
    expect(svg).toContain('fill="#000"')
    expect(scan(svgModules(svg))).toBe('PK-7QX2MA')
  })

  it('draws the code of a booking just made, with no sign-in', async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 5 })
    const driver = await server.register()
    const at = timeline()
    const made = await call(server, 'POST', '/bookings', {
      token: driver.token,
      body: { park_id: park, start_time: at(1), end_time: at(2), plate_number: 'QR 1', payment_method: 'gateway' },
    })
    expect(made.status).toBe(201)
    const code: string = made.body.booking.booking_code
    const response = await qrOf(code)
    expect(response.status).toBe(200)
    expect(scan(svgModules(await response.text()))).toBe(code)
  })

  it.each([
    ['lower case', 'pk-7qx2ma'],
    ['a letter a code never has (O)', 'PK-7QX2MO'],
    ['too long', 'PK-7QX2MAA'],
    ['markup', '<script>'],
  ])('answers 400 for what is not a booking code (%s), with no picture', async (_, code) => {
    const answer = await http(`${server.apiBase}/bookings/code/${encodeURIComponent(code)}/qr.svg`)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(JSON.stringify(answer.body)).toContain('booking_code')
  })
})
