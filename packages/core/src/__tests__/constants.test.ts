import { describe, expect, it } from 'vitest'
import * as constants from '../constants.ts'

describe('constants (SPEC §4, §9)', () => {
  it('holds the rules and defaults', () => {
    expect(constants.PASSWORD_MIN_LENGTH).toBe(8)
    // sitemaps.org: the most URLs one sitemap file lists.
    expect(constants.SITEMAP_MAX_URLS).toBe(50_000)
    expect(constants.DEFAULT_VEHICLE_TYPE_ID).toBe(1)
    expect(constants.DEFAULT_COUNTRY_ID).toBe(1)
    expect(constants.DEFAULT_COUNTRY_CODE).toBe('NG')
    expect(constants.IP_LOOKUP_ALTERNATE_FALLBACK_CODE).toBe('US')
    expect(constants.BOOKING_LIST_DEFAULT_PAGE).toBe(1)
    expect(constants.BOOKING_LIST_DEFAULT_SIZE).toBe(10)
    // The API's default hold of an unpaid gateway booking; a kept checkout is offered that long.
    expect(constants.DEFAULT_BOOKING_HOLD_MINUTES).toBe(15)
    expect(constants.SUPPORTED_COUNTRY_CODES).toEqual(['NG', 'US', 'CA', 'SN'])
    expect(constants.SUPPORTED_LANGUAGES).toEqual(['en', 'fr'])
    expect(constants.DEFAULT_LANGUAGE).toBe('en')
    expect(constants.FRENCH_COUNTRY_CODES).toEqual(['SN'])
    expect(constants.BUILTIN_REGION_COUNTRY_IDS).toEqual({ NG: 1, US: 2, GB: 3, SN: 4 })
    expect(constants.SOCIAL_LINK_COUNTRY_CODES).toEqual(['NG', 'CA', 'SN', 'US'])
    expect(constants.VEHICLE_DOCS_COUNTRY_CODE).toBe('NG')
  })

  it('holds the money rules', () => {
    expect(constants.CURRENCY_MIN_FRACTION_DIGITS).toBe(0)
    expect(constants.CURRENCY_MAX_FRACTION_DIGITS).toBe(2)
    expect(constants.CURRENCY_LOCALES).toEqual(['en-NG', 'en-US', 'en-CA', 'fr-SN'])
    expect(constants.DEFAULT_LOCALE).toBe('en-NG')
    expect(constants.MINOR_UNITS_PER_MAJOR).toBe(100)
    expect(constants.PARKING_LOCATIONS_CLAIM).toBe(500000)
  })

  it('holds every timing', () => {
    expect(constants.HEADER_SHRINK_SCROLL_PX).toBe(20)
    expect(constants.MENU_MODAL_DELAY_MS).toBe(100)
    expect(constants.SCROLL_TOP_REPEAT_MS).toEqual([100, 500])
    expect(constants.SOCIAL_LOGIN_RELOAD_DELAY_MS).toBe(500)
    expect(constants.SOCIAL_FLAG_CLEAR_MS).toBe(1000)
    expect(constants.GEOLOCATION_TIMEOUT_MS).toBe(5000)
    expect(constants.IP_LOOKUP_TIMEOUT_MS).toBe(5000)
    expect(constants.LANGUAGE_NOTICE_MS).toBe(5000)
    expect(constants.ERROR_RELOAD_DELAY_MS).toBe(1000)
    expect(constants.ERROR_AUTO_RELOAD_LIMIT).toBe(1)
    expect(constants.ERROR_GO_HOME_AFTER_RETRIES).toBe(1)
    expect(constants.RESOURCE_CHECK_INTERVAL_MS).toBe(2000)
    expect(constants.RESOURCE_CHECK_GIVE_UP_MS).toBe(15000)
    expect(constants.DEMO_CARD_SUCCESS_DELAY_MS).toBe(1500)
    expect(constants.DEMO_CARD_BRAND).toBe('visa')
    expect(constants.DEMO_CARD_LAST4).toBe('4242')
  })

  it('holds the toast durations and positions', () => {
    expect(constants.TOAST_DURATION_MS).toEqual({ linked: 6000, created: 5000, welcomeBack: 3000, default: 5000 })
    expect(constants.TOAST_POSITION).toEqual({
      linked: 'top-center',
      created: 'top-center',
      welcomeBack: 'top-center',
      default: 'top-right',
    })
  })

  it('exports nothing untested', () => {
    // A new constant must get a value assertion above; this list makes forgetting one fail.
    expect(Object.keys(constants).sort()).toEqual(
      [
        'PASSWORD_MIN_LENGTH', 'SITEMAP_MAX_URLS', 'DEFAULT_VEHICLE_TYPE_ID', 'DEFAULT_COUNTRY_ID', 'DEFAULT_COUNTRY_CODE',
        'IP_LOOKUP_ALTERNATE_FALLBACK_CODE', 'BOOKING_LIST_DEFAULT_PAGE', 'BOOKING_LIST_DEFAULT_SIZE', 'DEFAULT_BOOKING_HOLD_MINUTES',
        'SUPPORTED_COUNTRY_CODES', 'SUPPORTED_LANGUAGES', 'DEFAULT_LANGUAGE', 'FRENCH_COUNTRY_CODES',
        'BUILTIN_REGION_COUNTRY_IDS', 'SOCIAL_LINK_COUNTRY_CODES', 'VEHICLE_DOCS_COUNTRY_CODE',
        'CURRENCY_MIN_FRACTION_DIGITS', 'CURRENCY_MAX_FRACTION_DIGITS', 'CURRENCY_LOCALES', 'DEFAULT_LOCALE',
        'MINOR_UNITS_PER_MAJOR', 'PARKING_LOCATIONS_CLAIM', 'HEADER_SHRINK_SCROLL_PX', 'MENU_MODAL_DELAY_MS',
        'SCROLL_TOP_REPEAT_MS', 'SOCIAL_LOGIN_RELOAD_DELAY_MS', 'SOCIAL_FLAG_CLEAR_MS', 'GEOLOCATION_TIMEOUT_MS',
        'IP_LOOKUP_TIMEOUT_MS', 'LANGUAGE_NOTICE_MS', 'ERROR_RELOAD_DELAY_MS', 'ERROR_AUTO_RELOAD_LIMIT',
        'ERROR_GO_HOME_AFTER_RETRIES', 'RESOURCE_CHECK_INTERVAL_MS', 'RESOURCE_CHECK_GIVE_UP_MS',
        'DEMO_CARD_SUCCESS_DELAY_MS', 'DEMO_CARD_BRAND', 'DEMO_CARD_LAST4', 'TOAST_DURATION_MS', 'TOAST_POSITION',
      ].sort(),
    )
  })
})
