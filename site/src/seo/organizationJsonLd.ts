import { socialLinksFor } from '../shell/socialLinks.ts'
import { absoluteUrl } from './absoluteUrl.ts'
import type { JsonLd } from './jsonLd.ts'

export interface OrganizationJsonLdOptions {
  siteUrl: string
  /** The visitor's country: its Parkade accounts (SPEC §9), else the default set. */
  country?: string | null
  /** The logo, absolute or relative to the site. */
  logo?: string
}

/** Parkade as a schema.org Organization, for the home page: name, site, logo and social accounts. */
export function organizationJsonLd(options: OrganizationJsonLdOptions): JsonLd {
  const { siteUrl, country, logo = '/favicon.svg' } = options
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Parkade',
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, logo),
    sameAs: socialLinksFor(country).map((link) => link.url),
  }
}
