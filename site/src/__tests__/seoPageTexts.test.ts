import { describe, expect, it } from 'vitest'
import { companyCopy } from '../i18n/copy/companyCopy.ts'
import { legalCopy } from '../i18n/copy/legalCopy.ts'
import { en } from '../i18n/en.ts'
import { fr } from '../i18n/fr.ts'
import { paths } from '../routing/paths.ts'
import { eventPageText } from '../seo/eventPageText.ts'
import { parkPageText } from '../seo/parkPageText.ts'
import { parkPriceFrom } from '../seo/parkPriceFrom.ts'
import { postPageText } from '../seo/postPageText.ts'
import { STATIC_PAGES } from '../seo/staticPages.ts'
import { staticPageText } from '../seo/staticPageText.ts'
import { frenchPost, lagosPark, torontoEvent } from './seoFixtures.ts'

describe('staticPageText: the titles and descriptions the pages set themselves', () => {
  it('gives the home page the site title and its claim in the country format', () => {
    expect(staticPageText(paths.home, 'en', 'NG')).toEqual({
      title: `Parkade · ${en.site.home.title}`,
      description: en.site.meta.home.replace('{{number}}', '500,000'),
    })
    expect(staticPageText(paths.home, 'fr', 'SN')!.title).toBe(`Parkade · ${fr.site.home.title}`)
    expect(staticPageText(paths.home, 'fr', 'SN')!.description).toBe(fr.site.meta.home.replace('{{number}}', new Intl.NumberFormat('fr-SN').format(500_000)))
  })

  it('gives content pages their own title and meta text, in English and French', () => {
    expect(staticPageText(paths.about, 'fr', 'SN')!.title).toBe(`${fr.pages.about} · Parkade`)
    expect(staticPageText(paths.about, 'en', 'NG')!.description).toBe(companyCopy.en.company.about.meta.replace('{{number}}', '500,000'))
    expect(staticPageText(paths.terms, 'fr')).toEqual({ title: `${fr.pages.terms} · Parkade`, description: legalCopy.fr.legal.terms.meta })
    expect(staticPageText(paths.howItWorks, 'en')!.title).toBe('How Parkade Works · Parkade')
  })

  it('resolves every page of STATIC_PAGES to real text in both languages', () => {
    for (const route of Object.keys(STATIC_PAGES)) {
      for (const language of ['en', 'fr'] as const) {
        const text = staticPageText(route, language, 'NG')!
        expect(text.title, route).not.toMatch(/{{|pages\.|site\./)
        expect(text.description, route).not.toMatch(/{{|\.meta$|^[a-zA-Z]+\.[a-zA-Z.]+$/)
        expect(text.description.length, route).toBeGreaterThan(40)
      }
      expect(staticPageText(route, 'en')!.description, route).not.toBe(staticPageText(route, 'fr')!.description)
    }
  })

  it('answers null for a path that is not a static page', () => {
    expect(staticPageText('/park/x', 'en')).toBeNull()
    expect(staticPageText('/toString', 'en')).toBeNull()
  })
})

describe('parkPageText and parkPriceFrom', () => {
  it("names the park and its city, and its car rate as 'from … /hour' in the country's money format", () => {
    expect(parkPriceFrom(lagosPark, 'en')).toBe('from ₦1,500/hour')
    expect(parkPriceFrom(lagosPark, 'fr')).toBe('à partir de ₦1,500 de l’heure')
    expect(parkPageText(lagosPark, 'en')).toEqual({
      title: 'Ikeja City Mall Car Park, Lagos · Parkade',
      description:
        'Parking at Ikeja City Mall Car Park, 174/194 Obafemi Awolowo Way, Lagos: from ₦1,500/hour. Open from 07:00 to 22:00. Book your space online and pay before you arrive.',
    })
    expect(parkPageText(lagosPark, 'fr').description).toBe(
      'Stationnement à Ikeja City Mall Car Park, 174/194 Obafemi Awolowo Way, Lagos\u00a0: à partir de ₦1,500 de l’heure. Ouvert de 07:00 à 22:00. Réservez votre place en ligne et payez avant d’arriver.',
    )
  })

  it('takes the lowest rate without a car rate, says open 24 hours, and leaves the price out when there is none', () => {
    const vans = { ...lagosPark, rates: [{ vehicle_type_id: 3, hourly: 2500, daily: 15000 }, { vehicle_type_id: 4, hourly: 2000.5, daily: 12000 }] }
    expect(parkPriceFrom(vans, 'en')).toBe('from ₦2,000.50/hour')
    const allDay = { ...lagosPark, is_24_hours: true, opening_hours: null, rates: [] }
    expect(parkPriceFrom(allDay, 'en')).toBeNull()
    expect(parkPageText(allDay, 'en').description).toBe('Parking at Ikeja City Mall Car Park, 174/194 Obafemi Awolowo Way, Lagos. Open 24 hours. Book your space online and pay before you arrive.')
    expect(parkPageText(allDay, 'fr').description).toContain('Ouvert 24 h/24.')
    const dakar = { ...lagosPark, country_code: 'SN', currency: 'XOF' as const, rates: [{ vehicle_type_id: 1, hourly: 500, daily: 3000 }] }
    expect(parkPriceFrom(dakar, 'fr')).toBe(`à partir de ${new Intl.NumberFormat('fr-SN', { style: 'currency', currency: 'XOF' }).format(500)} de l’heure`)
  })
})

describe('eventPageText', () => {
  it("dates the event in its venue's time zone and names the venue and city", () => {
    expect(eventPageText(torontoEvent, 'en')).toEqual({
      title: 'Raptors vs Celtics · Parkade',
      description: 'Raptors vs Celtics, Jan 15, 2027, at Scotiabank Arena, Toronto: times, venue and parking you can book.',
    })
    expect(eventPageText(torontoEvent, 'fr').description).toBe('Raptors vs Celtics, le 15 janv. 2027, Scotiabank Arena (Toronto)\u00a0: horaires, lieu et parkings à réserver.')
    expect(eventPageText(torontoEvent, 'en', 'UTC').description).toContain('Jan 16, 2027')
  })
})

describe('postPageText', () => {
  it("is the post's own title and excerpt", () => {
    expect(postPageText(frenchPost, 'fr')).toEqual({ title: 'Se garer à Dakar un jour de match · Parkade', description: frenchPost.excerpt })
  })
})
