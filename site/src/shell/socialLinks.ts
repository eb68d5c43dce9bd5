// From core, not the SDK's React entry: the server's JSON-LD (seo/organizationJsonLd) reads these too.
import { SOCIAL_LINK_COUNTRY_CODES } from '@parkade/core'

export type SocialNetwork = 'Facebook' | 'Instagram' | 'X' | 'LinkedIn' | 'YouTube' | 'TikTok'

export interface SocialLink {
  network: SocialNetwork
  url: string
}

type SocialLinkSetCode = (typeof SOCIAL_LINK_COUNTRY_CODES)[number]

/** SPEC §9: Parkade's accounts for Nigeria, Canada, Senegal, the United States, and the default set. */
export const SOCIAL_LINK_SETS: Record<SocialLinkSetCode | 'default', readonly SocialLink[]> = {
  NG: [
    { network: 'Facebook', url: 'https://www.facebook.com/parkadeng' },
    { network: 'Instagram', url: 'https://www.instagram.com/parkade.ng' },
    { network: 'X', url: 'https://x.com/parkade_ng' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/parkade-nigeria' },
  ],
  CA: [
    { network: 'Facebook', url: 'https://www.facebook.com/parkadecanada' },
    { network: 'Instagram', url: 'https://www.instagram.com/parkade.ca' },
    { network: 'X', url: 'https://x.com/parkade_ca' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/parkade-canada' },
  ],
  SN: [
    { network: 'Facebook', url: 'https://www.facebook.com/parkadesenegal' },
    { network: 'Instagram', url: 'https://www.instagram.com/parkade.sn' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@parkade.sn' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/parkade-senegal' },
  ],
  US: [
    { network: 'Facebook', url: 'https://www.facebook.com/parkadeus' },
    { network: 'Instagram', url: 'https://www.instagram.com/parkade.us' },
    { network: 'X', url: 'https://x.com/parkade_us' },
    { network: 'YouTube', url: 'https://www.youtube.com/@parkadeus' },
  ],
  default: [
    { network: 'Facebook', url: 'https://www.facebook.com/parkade' },
    { network: 'Instagram', url: 'https://www.instagram.com/parkade' },
    { network: 'X', url: 'https://x.com/parkade' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/parkade' },
    { network: 'YouTube', url: 'https://www.youtube.com/@parkade' },
  ],
}

/** The set of a country code; the default set for any country without its own. */
export function socialLinksFor(countryCode: string | null | undefined): readonly SocialLink[] {
  const code = countryCode?.toUpperCase() as SocialLinkSetCode | undefined
  return code && (SOCIAL_LINK_COUNTRY_CODES as readonly string[]).includes(code) ? SOCIAL_LINK_SETS[code] : SOCIAL_LINK_SETS.default
}
