/** A schema.org node: its type (or types) and its properties; the top node carries the @context. */
export interface JsonLd {
  '@context'?: 'https://schema.org'
  '@type': string | readonly string[]
  [property: string]: unknown
}
