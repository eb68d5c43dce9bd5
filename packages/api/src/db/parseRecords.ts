/**
 * Fields of records written as PostgreSQL writes a row value as text (`ROW(...)::text`), several
 * joined by commas: `(1,abc,,"a ""b"", c")`. A field is NULL when empty and unquoted; quoted, `""`
 * is a quote and a backslash takes the next character as it is (record_out's escaping).
 *
 * A page of rows as one such text costs the database less than the same rows as JSON (it writes
 * each value with its type's output function, and quotes only what needs it).
 */
export function parseRecords(text: string | null | undefined): (string | null)[][] {
  const records: (string | null)[][] = []
  if (!text) return records
  const special = /["\\]/g
  const n = text.length
  let i = 0
  const fail = (what: string): never => {
    throw new SyntaxError(`records: ${what} at ${i} of ${n}`)
  }
  while (i < n) {
    if (text.charCodeAt(i) !== 0x28) fail('"(" expected')
    i++
    const fields: (string | null)[] = []
    for (;;) {
      if (text.charCodeAt(i) === 0x22) {
        let value = ''
        let from = i + 1
        for (;;) {
          special.lastIndex = from
          const found = special.exec(text)
          if (!found) fail('unterminated quote')
          const at = found!.index
          value += text.slice(from, at)
          if (found![0] === '\\') {
            value += text.charAt(at + 1)
            from = at + 2
          } else if (text.charCodeAt(at + 1) === 0x22) {
            value += '"'
            from = at + 2
          } else {
            i = at + 1
            break
          }
        }
        fields.push(value)
      } else {
        let end = i
        for (let c = text.charCodeAt(end); end < n && c !== 0x2c && c !== 0x29; c = text.charCodeAt(++end));
        fields.push(end === i ? null : text.slice(i, end))
        i = end
      }
      const next = text.charCodeAt(i++)
      if (next === 0x29) break
      if (next !== 0x2c) fail('"," or ")" expected')
    }
    records.push(fields)
    if (i < n && text.charCodeAt(i++) !== 0x2c) fail('"," expected between records')
  }
  return records
}
