import { createServer } from 'node:http'
import type { Server } from 'node:http'

/**
 * The IP country service the site asks on start (SPEC §4) is on the internet; this answers for
 * it on localhost, as fast as a nearby CDN would, so the page runs its real code path offline.
 */
export async function ipLookupStandIn(port: number, countryCode = 'NG'): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' })
    response.end(JSON.stringify({ country_code: countryCode }))
  })
  // A port in use is a failed phase with its reason, not a crash of the whole run.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return server
}
