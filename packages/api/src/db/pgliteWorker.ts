// The PGlite worker thread: the database half of createPgliteDatabase. It owns the PGlite
// instance and answers the API thread's requests (pgliteMessages.ts) one message at a time,
// so HTTP and JSON run on one core while PostgreSQL's WebAssembly runs on another.
import { parentPort, workerData } from 'node:worker_threads'
import { openPgliteSession } from './openPgliteSession.ts'
import type { PgliteSession } from './openPgliteSession.ts'
import { errorToWire } from './pgliteMessages.ts'
import type { PgliteReply, PgliteRequest } from './pgliteMessages.ts'

const port = parentPort!
const { dataDir } = workerData as { dataDir: string }

function answer(request: PgliteRequest, session: PgliteSession): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return request.tx === undefined
        ? session.query(request.sql, request.params, request.options)
        : session.queryIn(request.tx, request.sql, request.params, request.options)
    case 'exec':
      return request.tx === undefined ? session.exec(request.sql) : session.execIn(request.tx, request.sql)
    case 'begin':
      return session.begin(request.tx)
    case 'end':
      return session.end(request.tx, request.commit)
    case 'close':
      return session.close()
  }
}

try {
  const session = await openPgliteSession(dataDir)
  port.on('message', (request: PgliteRequest) => {
    // Each request starts at once, in arrival order: the session's mutex queues them.
    answer(request, session).then(
      (value) => port.postMessage({ id: request.id, value } satisfies PgliteReply),
      (error: unknown) => port.postMessage({ id: request.id, error: errorToWire(error) } satisfies PgliteReply),
    )
  })
  port.postMessage({ id: 0, value: 'ready' } satisfies PgliteReply)
} catch (error) {
  port.postMessage({ id: 0, error: errorToWire(error) } satisfies PgliteReply)
}
