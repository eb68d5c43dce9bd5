export interface GuideEventRow {
  /** `parkade:park-selected` */
  name: string
  /** The keys of `detail` the row lists; `optional` are those written `key?`. */
  keys: string[]
  optional: string[]
  /** "the element…" or "every element". */
  from: string
}

/**
 * The rows of the partner guide's table of events (README.md, "## Events"): the event, the keys
 * of its `detail` (the first `{ … }` of the row) and where it is dispatched from.
 */
export function guideEventTable(readme: string): GuideEventRow[] {
  const section = readme.slice(readme.indexOf('## Events'), readme.indexOf('\n## ', readme.indexOf('## Events') + 1))
  return section
    .split('\n')
    .filter((line) => /^\| `parkade:/.test(line))
    .map((line) => {
      const [, name = '', detail = '', from = ''] = line.split('|').map((cell) => cell.trim())
      const braces = /\{([^}]*)\}/.exec(detail)?.[1] ?? ''
      const all = braces
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
      return {
        name: name.replace(/`/g, ''),
        keys: all.map((key) => key.replace(/\?$/, '')),
        optional: all.filter((key) => key.endsWith('?')).map((key) => key.replace(/\?$/, '')),
        from,
      }
    })
}
