import { describe, expect, it } from 'vitest'
import { parseRecords } from '../db/parseRecords.ts'

describe('parseRecords', () => {
  it('reads NULLs, empty texts and plain values, record after record', () => {
    expect(parseRecords('(1,abc,,"",t),(2,"",x,,f)')).toEqual([
      ['1', 'abc', null, '', 't'],
      ['2', '', 'x', null, 'f'],
    ])
  })

  it('reads quoted values as record_out escapes them: two quotes for one, a backslash before the next character', () => {
    // ROW('a "b", c', E'back\\slash', E'line\nbreak', '(x)', ' ', 'é 🚗')::text
    const text = String.raw`("a ""b"", c","back\\slash","line` + '\n' + String.raw`break","(x)"," ","é 🚗")`
    expect(parseRecords(text)).toEqual([['a "b", c', 'back\\slash', 'line\nbreak', '(x)', ' ', 'é 🚗']])
  })

  it('reads JSON inside a record as its text', () => {
    expect(parseRecords(String.raw`(1,"[{""a"":1}]","[""covered"",""ev""]")`)).toEqual([['1', '[{"a":1}]', '["covered","ev"]']])
  })

  it('answers no records for no text (an empty page)', () => {
    expect(parseRecords(null)).toEqual([])
    expect(parseRecords('')).toEqual([])
  })

  it('refuses text that is not records', () => {
    expect(() => parseRecords('1,2')).toThrow(SyntaxError)
    expect(() => parseRecords('("open,1)')).toThrow(SyntaxError)
    expect(() => parseRecords('(1,2)(3)')).toThrow(SyntaxError)
    expect(() => parseRecords('(1,2')).toThrow(SyntaxError)
  })
})
