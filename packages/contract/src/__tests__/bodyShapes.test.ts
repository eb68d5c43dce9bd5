// The contract is the only place a v1 body shape is declared: the API's routes take theirs from
// it, and so will the clients. This scans the other packages for the ways a shape gets written a
// second time: a JSON-schema object literal, a route typed by hand, or a type named like one of
// the contract's bodies.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as contract from '../index.ts'

const root = join(import.meta.dirname, '..', '..', '..', '..')
const SCANNED = ['packages/api/src', 'packages/core/src']

/**
 * Files that still declare v1 shapes of their own, until the clients take their types from the
 * contract (core's `api/types.ts`). The list may only shrink: a file listed here that declares
 * none fails the test, so it leaves the list when it is switched.
 */
const PENDING_CLIENT_SWITCH = ['packages/core/src/api/types.ts']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const files = SCANNED.flatMap((dir) => sourceFiles(join(root, dir))).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))

/** The contract's body schemas: every exported TypeBox object schema, by its export name. */
const BODY_NAMES = Object.entries(contract)
  .filter(([, value]) => value && typeof value === 'object' && (value as { type?: unknown }).type === 'object' && 'properties' in (value as object))
  .map(([name]) => name)

function typeDeclarations(text: string): string[] {
  return [...text.matchAll(/^\s*export\s+(?:interface|type)\s+(\w+)/gm)].map((m) => m[1]!).filter((name) => BODY_NAMES.includes(name))
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

  it('declares no type named like a contract body outside the files the client switch will empty', () => {
    const offenders = files
      .filter(({ path }) => !PENDING_CLIENT_SWITCH.includes(path))
      .flatMap(({ path, text }) => typeDeclarations(text).map((name) => `${path}: ${name}`))
    expect(offenders).toEqual([])
  })

  it('keeps the pending list honest: each listed file still declares contract bodies', () => {
    for (const path of PENDING_CLIENT_SWITCH) {
      const file = files.find((f) => f.path === path)
      expect(file && typeDeclarations(file.text).length, `${path} no longer declares contract bodies: take it off PENDING_CLIENT_SWITCH`).toBeGreaterThan(0)
    }
  })
})
