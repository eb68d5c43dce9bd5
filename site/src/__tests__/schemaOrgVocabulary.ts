import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const SCHEMA = 'http://schema.org/'
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type'
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class'
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property'
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf'
const LINE = /^<([^>]+)> <([^>]+)> <([^>]+)> /

export interface SchemaOrgVocabulary {
  classes: Set<string>
  parents: Map<string, string[]>
  properties: Set<string>
  domains: Map<string, string[]>
  ranges: Map<string, string[]>
  /** Enumeration members (EventScheduled, Monday…) and the enumerations they belong to. */
  members: Map<string, string[]>
}

/**
 * schema.org's current vocabulary (classes, properties, their domainIncludes and rangeIncludes,
 * enumeration members), read offline from the N-Quads @vocabulary/schema carries
 * (schemaorg-current-http.nt). Names are short: 'Event', 'startDate'.
 */
export function loadSchemaOrg(): SchemaOrgVocabulary {
  const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq')
  const add = (map: Map<string, string[]>, key: string, value: string) => map.set(key, [...(map.get(key) ?? []), value])
  const vocabulary: SchemaOrgVocabulary = { classes: new Set(), parents: new Map(), properties: new Set(), domains: new Map(), ranges: new Map(), members: new Map() }
  const typed: [string, string][] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = LINE.exec(line)
    if (!match || !match[1]!.startsWith(SCHEMA)) continue
    const subject = match[1]!.slice(SCHEMA.length)
    const [, , predicate, object] = match as unknown as [string, string, string, string]
    const short = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : null
    if (predicate === RDF_TYPE && object === RDFS_CLASS) vocabulary.classes.add(subject)
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) vocabulary.properties.add(subject)
    else if (predicate === RDF_TYPE && short) typed.push([subject, short])
    else if (predicate === SUBCLASS_OF && short) add(vocabulary.parents, subject, short)
    else if (predicate === `${SCHEMA}domainIncludes` && short) add(vocabulary.domains, subject, short)
    else if (predicate === `${SCHEMA}rangeIncludes` && short) add(vocabulary.ranges, subject, short)
  }
  // An instance typed with a class that is not DataType's own marker is an enumeration member.
  for (const [subject, type] of typed) if (type !== 'DataType' && !vocabulary.classes.has(subject)) add(vocabulary.members, subject, type)
  return vocabulary
}
