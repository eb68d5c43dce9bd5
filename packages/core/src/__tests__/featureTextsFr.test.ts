import { ERROR_CODES } from '@parkade/contract/errors'
import { describe, expect, it } from 'vitest'
import type { ApiErrorTextsPart } from '../i18n/apiErrorTexts.ts'
import { createI18n } from '../i18n/createI18n.ts'
import { featureTextsFr } from '../i18n/featureTextsFr.ts'
import { loadCoreTexts } from '../i18n/loadCoreTexts.ts'
import { I18N_NAMESPACE } from '../i18n/namespace.ts'
import { commonEn } from '../i18n/resources/commonEn.ts'
import { en } from '../i18n/resources/en.ts'
import { fr } from '../i18n/resources/fr.ts'
import { commonFr } from '../i18n/resources/commonFr.ts'
import { bookingApiErrorsFr, parkApiErrorsFr, vehicleApiErrorsFr, walletApiErrorsFr } from '../i18n/index.ts'

// Each feature's texts come with the component that shows it (@parkade/react's featureTexts): a
// client starts with core's own sections only, and a page in French fetches core's own French and,
// per feature it shows, that feature's.
const FEATURE_SECTIONS = ['search', 'park', 'amenities', 'events', 'wallet', 'payments', 'gateways', 'login', 'auth'] as const

describe("core's texts per feature", () => {
  it('starts a client with core’s own sections, none of a feature’s', () => {
    const bundle = createI18n('en').getResourceBundle('en', I18N_NAMESPACE) as Record<string, unknown>
    expect(Object.keys(bundle).sort()).toEqual(Object.keys(commonEn).sort())
    for (const section of FEATURE_SECTIONS) expect(bundle, section).not.toHaveProperty(section)
  })

  it('fetches core’s own French without any feature’s', async () => {
    const french = (await loadCoreTexts('fr')) as Record<string, unknown>
    expect(Object.keys(french).sort()).toEqual([...Object.keys(commonEn), 'apiErrors'].sort())
    expect(createI18n('fr').t('common.retry')).toBe('Réessayer')
  })

  it('fetches each feature’s French on its own, and together they are every French text', async () => {
    const fetched = await Promise.all(Object.values(featureTextsFr).map((load) => load()))
    const sections = fetched.flatMap((texts) => Object.keys(texts).filter((section) => section !== 'apiErrors'))
    expect(sections.sort()).toEqual([...FEATURE_SECTIONS].sort())
    for (const texts of fetched) for (const [section, tree] of Object.entries(texts)) if (section !== 'apiErrors') expect(tree, section).toBe(fr[section as keyof typeof fr])
    expect(Object.keys(en).sort()).toEqual([...Object.keys(commonEn), ...FEATURE_SECTIONS].sort())
  })

  it('names a step of the login dialog, while its form is on its way, as the form itself does', () => {
    for (const texts of [en, fr]) {
      expect(texts.login.steps).toEqual({ register: texts.auth.register.title, verify: texts.auth.verify.title, forgotPassword: texts.auth.forgotPassword.title })
    }
  })

  it('sends with core’s French only the API refusals any call may answer; each other comes with a feature’s French', async () => {
    const codesOf = (part: ApiErrorTextsPart) => Object.entries(part).flatMap(([group, texts]) => Object.keys(texts ?? {}).map((name) => `${group}.${name}`))
    const core = codesOf(commonFr.apiErrors)
    expect(new Set(core.map((code) => code.split('.')[0]))).toEqual(new Set(['request', 'server', 'data', 'catalogue', 'marketplace', 'blog', 'auth']))
    expect(core.filter((code) => code.startsWith('auth.')).sort()).toEqual(['auth.account_gone', 'auth.token_expired', 'auth.token_invalid', 'auth.token_missing'])
    // Core's features' French (the park's, the login's…) and the groups @parkade/react's own
    // French modules carry (the checkout's, the bookings', the vehicles').
    const features = await Promise.all(Object.values(featureTextsFr).map((load) => load()))
    const carried = [...features.flatMap((texts) => ('apiErrors' in texts ? codesOf(texts.apiErrors) : [])), ...[bookingApiErrorsFr, parkApiErrorsFr, vehicleApiErrorsFr, walletApiErrorsFr].flatMap(codesOf)]
    expect(carried.filter((code) => core.includes(code))).toEqual([])
    // Every code a page may show is in one or the other; only those a server alone reads are in neither.
    const missing = ERROR_CODES.filter((code) => !core.includes(code) && !carried.includes(code))
    expect(missing.length).toBeGreaterThan(0)
    for (const code of missing) expect(code).toMatch(/^(webhook|sandbox)\./)
    // The search's French brings a search's refusals; the park's, those of a park's detail.
    expect(codesOf((await featureTextsFr.search()).apiErrors)).toContain('park.coordinates_incomplete')
    expect(codesOf((await featureTextsFr.park()).apiErrors)).toEqual(['park.not_found', 'park.no_rate'])
  })
})
