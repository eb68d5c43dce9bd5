import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Footer } from '../shell/Footer.tsx'
import { SOCIAL_LINK_SETS, socialLinksFor } from '../shell/socialLinks.ts'
import { renderSite, testClient } from './siteTestUtils.tsx'

const socialUrls = () => within(screen.getByTestId('social-links')).getAllByRole('link').map((link) => link.getAttribute('href'))

describe('footer (SPEC §2)', () => {
  it('has the information, services and help links, app store links, copyright and legal links', () => {
    renderSite(<Footer />, { client: testClient(undefined, { language: 'en' }) })
    const footer = screen.getByRole('contentinfo')
    for (const heading of ['Information', 'Services', 'Help', 'Follow us', 'Get the app']) expect(within(footer).getByRole('heading', { name: heading })).toBeTruthy()
    expect(within(footer).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about')
    expect(within(footer).getByRole('link', { name: 'Airport Parking' }).getAttribute('href')).toBe('/airport-parking')
    expect(within(footer).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/help')
    expect(within(footer).getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//)
    expect(within(footer).getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//)
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Parkade. All rights reserved.`)).toBeTruthy()
    const legal = within(footer).getByRole('list', { name: 'Legal' })
    expect(within(legal).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/privacy-policy', '/terms', '/cancellation-policy'])
  })

  it.each(['NG', 'CA', 'SN', 'US'] as const)('shows the social links of %s', (code) => {
    renderSite(<Footer />, { client: testClient(undefined, { country: code }) })
    expect(socialUrls()).toEqual(SOCIAL_LINK_SETS[code].map((link) => link.url))
  })

  it('shows the default set for a country without its own', () => {
    renderSite(<Footer />, { client: testClient(undefined, { country: 'GB' }) })
    expect(socialUrls()).toEqual(SOCIAL_LINK_SETS.default.map((link) => link.url))
  })

  it('names each social link for Parkade and its network', () => {
    renderSite(<Footer />, { client: testClient(undefined, { country: 'SN' }) })
    expect(screen.getByRole('link', { name: 'Parkade sur TikTok' }).getAttribute('href')).toBe('https://www.tiktok.com/@parkade.sn')
  })

  it('follows a country change', () => {
    const client = testClient(undefined, { country: 'US' })
    renderSite(<Footer />, { client })
    act(() => {
      client.stores.country.getState().setCountry('CA')
    })
    expect(socialUrls()).toEqual(SOCIAL_LINK_SETS.CA.map((link) => link.url))
  })

  it.each([
    ['NG', true],
    ['SN', false],
    ['US', false],
    ['CA', false],
  ])('lists vehicle documents renewal only for NG: %s → %s', (country, shown) => {
    renderSite(<Footer />, { client: testClient(undefined, { country, language: 'en' }) })
    expect(screen.queryByRole('link', { name: 'Vehicle Documents Renewal' }) !== null).toBe(shown)
  })
})

describe('social link sets (SPEC §9)', () => {
  it('has a set for NG, CA, SN, US and a default, each different', () => {
    expect(Object.keys(SOCIAL_LINK_SETS).sort()).toEqual(['CA', 'NG', 'SN', 'US', 'default'])
    const urls = Object.values(SOCIAL_LINK_SETS).flatMap((set) => set.map((link) => link.url))
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(url).toMatch(/^https:\/\//)
  })

  it('picks a set by code, in any case, and the default otherwise', () => {
    expect(socialLinksFor('ng')).toBe(SOCIAL_LINK_SETS.NG)
    expect(socialLinksFor('SN')).toBe(SOCIAL_LINK_SETS.SN)
    expect(socialLinksFor('GB')).toBe(SOCIAL_LINK_SETS.default)
    expect(socialLinksFor(null)).toBe(SOCIAL_LINK_SETS.default)
  })
})
