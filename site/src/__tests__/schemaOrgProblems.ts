import type { SchemaOrgVocabulary } from './schemaOrgVocabulary.ts'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
const TIME = /^\d{2}:\d{2}(:\d{2})?$/
const MEMBER = /^https?:\/\/schema\.org\/([A-Za-z0-9]+)$/

/** Whether `type` is `ancestor` or one of its subclasses. */
function isA(vocabulary: SchemaOrgVocabulary, type: string, ancestor: string, seen = new Set<string>()): boolean {
  if (type === ancestor) return true
  if (seen.has(type)) return false
  seen.add(type)
  return (vocabulary.parents.get(type) ?? []).some((parent) => isA(vocabulary, parent, ancestor, seen))
}

function isAbsoluteUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol)
  } catch {
    return false
  }
}

/** Whether a literal (string, number, boolean) is a value of one of the range's types. */
function literalFits(vocabulary: SchemaOrgVocabulary, value: unknown, ranges: readonly string[]): boolean {
  return ranges.some((range) => {
    if (typeof value === 'number') return (isA(vocabulary, range, 'Number') && (range !== 'Integer' || Number.isInteger(value))) || range === 'Number'
    if (typeof value === 'boolean') return range === 'Boolean'
    if (typeof value !== 'string') return false
    if (range === 'URL') return isAbsoluteUrl(value)
    if (range === 'Date') return DATE.test(value) && !Number.isNaN(Date.parse(value))
    if (range === 'DateTime') return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
    if (range === 'Time') return TIME.test(value)
    if (isA(vocabulary, range, 'Text')) return true
    // An enumeration member by its URL: https://schema.org/EventScheduled for an EventStatusType.
    const member = MEMBER.exec(value)?.[1]
    return member !== undefined && (vocabulary.members.get(member) ?? []).some((type) => isA(vocabulary, type, range))
  })
}

/**
 * Everything in a JSON-LD node that schema.org's vocabulary does not allow: an unknown type, a
 * property that does not exist or that none of the node's types (or their supertypes) has, a node
 * or a value outside the property's rangeIncludes (Text, URL, Date, DateTime, Time, Number,
 * Boolean, an enumeration member, or a nested node of a range type, checked the same way).
 * Empty when the node is valid.
 */
export function schemaOrgProblems(vocabulary: SchemaOrgVocabulary, node: unknown, ranges: readonly string[] | null = null, at = '$'): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${at}: not a node`]
  const record = node as Record<string, unknown>
  const types = ([] as unknown[]).concat(record['@type'] ?? [])
  const problems: string[] = []
  if (types.length === 0) problems.push(`${at}: no @type`)
  for (const type of types) if (typeof type !== 'string' || !vocabulary.classes.has(type)) problems.push(`${at}: unknown type ${String(type)}`)
  const known = types.filter((type): type is string => typeof type === 'string' && vocabulary.classes.has(type))
  if (ranges && known.length > 0 && !known.some((type) => ranges.some((range) => isA(vocabulary, type, range)))) {
    problems.push(`${at}: ${known.join('+')} is not one of ${ranges.join(', ')}`)
  }
  for (const [property, value] of Object.entries(record)) {
    if (property.startsWith('@')) continue
    const where = `${at}.${property}`
    if (!vocabulary.properties.has(property)) {
      problems.push(`${where}: no such property`)
      continue
    }
    const domains = vocabulary.domains.get(property) ?? []
    if (known.length > 0 && !known.some((type) => domains.some((domain) => isA(vocabulary, type, domain)))) problems.push(`${where}: not a property of ${known.join('+')}`)
    const range = vocabulary.ranges.get(property) ?? []
    const values = Array.isArray(value) ? value : [value]
    values.forEach((item, index) => {
      const path = Array.isArray(value) ? `${where}[${index}]` : where
      if (typeof item === 'object' && item !== null) problems.push(...schemaOrgProblems(vocabulary, item, range, path))
      else if (!literalFits(vocabulary, item, range)) problems.push(`${path}: ${JSON.stringify(item)} is not one of ${range.join(', ')}`)
    })
  }
  return problems
}
