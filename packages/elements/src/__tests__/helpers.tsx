import { vi } from 'vitest'
import { createFakeApi } from '@parkade/contract/testing'
import type { FetchLike, ParkadeClient } from '@parkade/core'
import { useParkade, useParkadeStore } from '@parkade/react'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import type { ParkadeElement, ParkadeElementContext } from '../shared/defineParkadeElement.tsx'
import { setSharedDefaults } from '../shared/getSharedClient.ts'

export const API = 'http://api.test/api/v1'

/** The contract's fake API answering every call the probe makes; `requests` lists them as `METHOD /path`. */
export function fakeFetch() {
  const fake = createFakeApi({ baseUrl: API })
    .on('listCountries', {
      body: [
        { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '', currency: 'NGN', phone_prefix: '+234', supported: true },
        { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '', currency: 'XOF', phone_prefix: '+221', supported: true },
      ],
    })
    .on('getProfile', {
      body: {
        id: 7,
        email: 'driver@example.com',
        first_name: 'Ada',
        last_name: 'Obi',
        phone: null,
        country_id: 'NG',
        country: { code: 'NG', name: 'Nigeria' },
        language: null,
        photo_url: null,
        email_verified: true,
        auth_providers: ['password'],
        created_at: '2026-01-05T10:00:00.000Z',
      },
    })
  return {
    fetch: fake.fetch,
    get requests() {
      return fake.requests.map((request) => `${request.method} ${request.url.pathname}`)
    },
    fake,
  }
}

/** Page defaults that keep a test's client off the network and out of localStorage. */
export function offlineDefaults(fetch: FetchLike = fakeFetch().fetch) {
  setSharedDefaults({ clientOptions: { fetch, storage: null, ipLookup: false, storageEvents: null } })
}

export interface ProbeProps {
  label?: string
  count?: number
  flag?: boolean
  data?: { a: number }
}

/** Every client a probe rendered with, in render order. */
export const seenClients: ParkadeClient[] = []

/** The `emit` each probe element rendered with last, by its host. */
export const probeEmits = new Map<Element, ReturnType<typeof useParkade>['emit']>()

function Probe({ label, count, flag, data, host }: ProbeProps & ParkadeElementContext) {
  const { client, emit, theme, partner } = useParkade()
  probeEmits.set(host, emit)
  const token = useParkadeStore('auth', (s) => s.token)
  const country = useParkadeStore('country', (s) => s.selectedCountry?.code ?? '')
  const language = useParkadeStore('language', (s) => s.language)
  seenClients.push(client)
  return (
    <div data-testid="probe">
      <output data-field="label">{label ?? ''}</output>
      <output data-field="count">{count === undefined ? '' : String(count)}</output>
      <output data-field="flag">{flag === undefined ? '' : String(flag)}</output>
      <output data-field="data">{data ? JSON.stringify(data) : ''}</output>
      <output data-field="token">{token ?? ''}</output>
      <output data-field="country">{country}</output>
      <output data-field="language">{language}</output>
      <output data-field="theme">{theme}</output>
      <output data-field="partner">{partner ?? ''}</output>
      <output data-field="text">{client.i18n.t('common.retry')}</output>
      <button type="button" onClick={() => emit('park-selected', { park: { id: 7, slug: 'ikeja' } as never })}>
        select
      </button>
      <button type="button" onClick={() => emit('ready', { widget: 'some-inner-widget' })}>
        ready
      </button>
    </div>
  )
}

const probeTypes = { label: 'string', count: 'number', flag: 'boolean', data: 'json' } as const

export const probeA = defineParkadeElement<ProbeProps>('parkade-probe-a', Probe, probeTypes)
export const probeB = defineParkadeElement<ProbeProps>('parkade-probe-b', Probe, probeTypes)

export type ProbeElement = ParkadeElement<ProbeProps>

/** Creates, attributes and connects an element. */
export function addElement(tag: string, attributes: Record<string, string> = {}, parent: Element = document.body): ProbeElement {
  const element = document.createElement(tag) as ProbeElement
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  parent.appendChild(element)
  return element
}

/** What a probe shows in one field, read from its shadow root. */
export function field(element: Element, name: string): string | null {
  return element.shadowRoot?.querySelector(`[data-field="${name}"]`)?.textContent ?? null
}

/** Waits until `check` passes (Preact runs effects after paint). */
export function eventually(check: () => void) {
  return vi.waitFor(check, { timeout: 2000, interval: 10 })
}
