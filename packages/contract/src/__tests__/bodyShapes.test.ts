// The contract is the only place a v1 body shape is declared: the API's routes and every client
// take theirs from it. This scans the other packages for the ways a shape gets written a second
// time: a JSON-schema object literal, a route typed by hand, or a type named like one of the
// contract's bodies.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as contract from '../index.ts'

const root = join(import.meta.dirname, '..', '..', '..', '..')
const SCANNED = ['packages/api/src', 'packages/core/src', 'packages/react/src', 'packages/elements/src', 'site/src', 'examples']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return ['__tests__', 'node_modules', 'dist', 'e2e', 'test-results'].includes(name) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const files = SCANNED.flatMap((dir) => sourceFiles(join(root, dir))).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))

/** The contract's body schemas: every exported TypeBox object schema, by its export name. */
const BODY_NAMES = Object.entries(contract)
  .filter(([, value]) => value && typeof value === 'object' && (value as { type?: unknown }).type === 'object' && 'properties' in (value as object))
  .map(([name]) => name)

function typeDeclarations(text: string): string[] {
  return [...text.matchAll(/^\s*(?:export\s+)?(?:interface|type)\s+(\w+)/gm)].map((m) => m[1]!).filter((name) => BODY_NAMES.includes(name))
}

describe('no v1 body shape is declared outside @parkade/contract', () => {
  it('knows the contract bodies it looks for', () => {
    expect(BODY_NAMES).toEqual(expect.arrayContaining(['Booking', 'Park', 'UserProfile', 'CreateBookingRequest', 'ProblemDetails', 'Wallet']))
  })

  it('has no JSON-schema object literal in the API or core', () => {
    const offenders = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\btype:\s*['"]object['"]/g)].map((m) => `${path}:${text.slice(0, m.index).split('\n').length}`),
    )
    expect(offenders).toEqual([])
  })

  it('types no route by hand: every route is registered from its contract entry', () => {
    const offenders = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\bapp\.(get|post|put|patch|delete)\s*(<|\()/g)].map((m) => `${path}:${text.slice(0, m.index).split('\n').length}: app.${m[1]}`),
    )
    expect(offenders).toEqual([])
  })

  it('declares no type named like a contract body: clients re-export the contract\'s', () => {
    const offenders = files.flatMap(({ path, text }) => typeDeclarations(text).map((name) => `${path}: ${name}`))
    expect(offenders).toEqual([])
  })

  it('scans every client: core, react, elements, the site and the examples', () => {
    for (const dir of SCANNED) expect(files.some((file) => file.path.startsWith(dir)), dir).toBe(true)
  })
})
