import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PARKADE_EVENT_NAMES, PARKADE_EVENT_SCOPES } from '../events.ts'
import { guideEventTable } from '../../e2e/guideEventTable.ts'

// One event map, written three times: core's map as `events.ts` types and places it, the partner
// guide's table, and the list the browser suites listen to. They must agree.

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')
const FROM = { widget: 'the element', page: 'every element' } as const

describe('the event map', () => {
  const table = guideEventTable(read('../../README.md'))

  it('the guide’s table names every event of events.ts, in its order, dispatched from where events.ts says', () => {
    expect(table.map((row) => row.name)).toEqual(PARKADE_EVENT_NAMES.map((name) => `parkade:${name}`))
    for (const row of table) {
      const scope = PARKADE_EVENT_SCOPES[row.name.replace(/^parkade:/, '') as keyof typeof PARKADE_EVENT_SCOPES]
      expect(row.from.startsWith(FROM[scope]), `${row.name}: ${row.from}`).toBe(true)
    }
  })

  it('each event’s documentation in events.ts says where it comes from, as the guide does', () => {
    const source = read('../events.ts')
    for (const row of table) {
      const doc = new RegExp(`From: ([a-z ]+)\\. \\*/\\n\\s*'${row.name}'`).exec(source)?.[1]
      const scope = PARKADE_EVENT_SCOPES[row.name.replace(/^parkade:/, '') as keyof typeof PARKADE_EVENT_SCOPES]
      expect(doc, row.name).toBe(scope === 'widget' ? 'the widget' : 'every element')
    }
  })

  it('the browser suite listens to every event of the map', () => {
    const listened = /for \(const name of (\[[^\]]+\])/.exec(read('../../e2e/pages/record.js'))?.[1]
    expect(JSON.parse((listened ?? '[]').replace(/'/g, '"'))).toEqual(PARKADE_EVENT_NAMES)
  })
})
