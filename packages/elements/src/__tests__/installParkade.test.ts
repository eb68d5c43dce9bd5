import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ParkadeFeature, ParkadeGlobal, ParkadeLoaderStub } from '../script/installParkade.ts'
import { installParkade } from '../script/installParkade.ts'
import { peekSharedClient } from '../shared/getSharedClient.ts'
import { API, eventually, field, offlineDefaults, probeA, probeB } from './helpers.tsx'

const elements = [probeA, probeB]
const A = 'probe-a' as ParkadeFeature
const B = 'probe-b' as ParkadeFeature

function install(): ParkadeGlobal {
  return installParkade({ elements })
}

/** What the loader snippet leaves before parkade.js arrives. */
function loaderStub(...calls: unknown[][]) {
  const stub: ParkadeLoaderStub = Object.assign(() => {}, { q: calls, l: 1 })
  window.Parkade = stub
}

const nextMutation = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => offlineDefaults())

describe('installParkade (parkade.js)', () => {
  it('replaces the loader stub and runs its queued calls in order', async () => {
    const onLogin = vi.fn()
    loaderStub(['init', { apiBaseUrl: API, country: 'SN', lang: 'fr', partner: 'DSS' }], ['on', 'login', onLogin], ['setSession', 'queued-token'])
    const parkade = install()

    expect(window.Parkade).toBe(parkade)
    expect(parkade.l).toBe(1)
    const client = peekSharedClient()
    expect(client?.config.apiBaseUrl).toBe(API)
    expect(client?.stores.country.getState().selectedCountry?.code).toBe('SN')
    expect(client?.stores.language.getState().language).toBe('fr')
    expect(client?.stores.auth.getState().token).toBe('queued-token')
    expect(onLogin).toHaveBeenCalledWith(expect.objectContaining({ method: 'session' }))
  })

  it('registers the elements after the queue ran, so elements in the page start with init', async () => {
    document.body.innerHTML = '<parkade-probe-a label="in the page"></parkade-probe-a>'
    loaderStub(['init', { apiBaseUrl: API, theme: 'dark' }])
    install()
    const element = document.querySelector('parkade-probe-a')!
    await eventually(() => expect(field(element, 'theme')).toBe('dark'))
    expect(field(element, 'label')).toBe('in the page')
  })

  it('is callable as the queue calls it, and ignores unknown commands', () => {
    const parkade = install()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    parkade('init', { apiBaseUrl: API })
    expect(peekSharedClient()?.config.apiBaseUrl).toBe(API)
    expect(parkade('explode')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith("[parkade] unknown command 'explode'")
  })

  it('a second parkade.js keeps the first Parkade and runs what was queued on it', () => {
    const first = install()
    const onLogout = vi.fn()
    ;(first as unknown as ParkadeLoaderStub).q = [['on', 'logout', onLogout]]
    expect(install()).toBe(first)
    first.init({ apiBaseUrl: API, token: 't' })
    first.setSession(null)
    expect(onLogout).toHaveBeenCalledTimes(1)
  })

  it('mount() puts an element with its options as attributes into a target', async () => {
    const parkade = install()
    parkade.init({ apiBaseUrl: API })
    document.body.innerHTML = '<section id="slot"></section>'
    const element = parkade.mount('#slot', A, { label: 'Terminal 1', count: 2, flag: true, data: { a: 3 }, skipped: undefined })
    expect(element.parentElement?.id).toBe('slot')
    expect(element.tagName).toBe('PARKADE-PROBE-A')
    expect(element.getAttribute('flag')).toBe('')
    await eventually(() => {
      expect(field(element, 'label')).toBe('Terminal 1')
      expect(field(element, 'count')).toBe('2')
      expect(field(element, 'flag')).toBe('true')
      expect(field(element, 'data')).toBe('{"a":3}')
    })
    expect(() => parkade.mount('#nowhere', A)).toThrow(/no element matches #nowhere/)
    expect(() => parkade.mount('#slot', 'nope' as ParkadeFeature)).toThrow(/unknown feature 'nope'/)
  })

  it('on/off hear each event once, whichever element caused it', async () => {
    const parkade = install()
    parkade.init({ apiBaseUrl: API })
    const onSelect = vi.fn()
    const off = parkade.on('park-selected', onSelect)
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>'
    const a = parkade.mount('#a', A)
    parkade.mount('#b', B)
    await eventually(() => expect(a.shadowRoot?.querySelector('button')).not.toBeNull())
    a.shadowRoot?.querySelector('button')?.click()
    expect(onSelect).toHaveBeenCalledTimes(1)
    off()
    a.shadowRoot?.querySelector('button')?.click()
    expect(onSelect).toHaveBeenCalledTimes(1)

    const onLogin = vi.fn()
    parkade.on('login', onLogin)
    parkade.off('login', onLogin)
    parkade.setSession('t')
    expect(onLogin).not.toHaveBeenCalled()
  })

  it('setSession before any client is the session the client starts with; after, it signs in and out', async () => {
    const parkade = install()
    parkade.setSession('early-token')
    document.body.innerHTML = '<parkade-probe-a api-base-url="http://api.test/api/v1"></parkade-probe-a>'
    const element = document.querySelector('parkade-probe-a')!
    await eventually(() => expect(field(element, 'token')).toBe('early-token'))
    parkade.setSession(null)
    await eventually(() => expect(field(element, 'token')).toBe(''))
  })

  it('mounts every [data-parkade] element with its data-* options, also those added later', async () => {
    document.body.innerHTML = '<div data-parkade="probe-a" data-label="first" data-api-base-url="http://api.test/api/v1"></div>'
    const parkade = install()
    const first = document.querySelector('parkade-probe-a')!
    expect(first.parentElement?.dataset.parkade).toBe('probe-a')
    await eventually(() => expect(field(first, 'label')).toBe('first'))

    const later = document.createElement('div')
    later.innerHTML = '<p><span data-parkade="probe-b" data-label="later" data-count="4"></span></p>'
    document.body.appendChild(later)
    await nextMutation()
    const second = later.querySelector('parkade-probe-b')!
    await eventually(() => {
      expect(field(second, 'label')).toBe('later')
      expect(field(second, 'count')).toBe('4')
    })

    const flagged = document.createElement('div')
    document.body.appendChild(flagged)
    flagged.dataset.parkade = 'probe-a'
    await nextMutation()
    expect(flagged.querySelector('parkade-probe-a')).not.toBeNull()

    // A container moved elsewhere keeps its one element.
    document.body.appendChild(later)
    await nextMutation()
    expect(later.querySelectorAll('parkade-probe-b')).toHaveLength(1)
    expect(parkade.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('init({ autoMount: false }) leaves [data-parkade] alone', async () => {
    document.body.innerHTML = '<div data-parkade="probe-a"></div>'
    loaderStub(['init', { apiBaseUrl: API, autoMount: false }])
    install()
    await nextMutation()
    expect(document.querySelector('parkade-probe-a')).toBeNull()
  })

  it('destroy() unmounts what mount() made, stops listening and observing, destroys the client; twice is safe', async () => {
    const parkade = install()
    parkade.init({ apiBaseUrl: API })
    document.body.innerHTML = '<div id="slot"></div><div data-parkade="probe-b"></div><parkade-probe-a id="own"></parkade-probe-a>'
    parkade.mount('#slot', A)
    await nextMutation()
    const client = peekSharedClient()!
    const destroyClient = vi.spyOn(client, 'destroy')
    const onLogin = vi.fn()
    parkade.on('login', onLogin)

    parkade.destroy()
    expect(document.querySelectorAll('#slot parkade-probe-a, [data-parkade] parkade-probe-b')).toHaveLength(0)
    // An element the page wrote itself stays, empty.
    expect(document.querySelector('#own')).not.toBeNull()
    await eventually(() => expect(field(document.querySelector('#own')!, 'language')).toBeNull())
    expect(destroyClient).toHaveBeenCalledTimes(1)
    expect(peekSharedClient()).toBeNull()

    const late = document.createElement('div')
    late.dataset.parkade = 'probe-a'
    document.body.appendChild(late)
    await nextMutation()
    expect(late.querySelector('parkade-probe-a')).toBeNull()

    expect(() => parkade.destroy()).not.toThrow()
    expect(destroyClient).toHaveBeenCalledTimes(1)

    // A page can start again.
    offlineDefaults()
    parkade.init({ apiBaseUrl: API })
    peekSharedClient()?.stores.auth.getState().setSession('again')
    expect(onLogin).not.toHaveBeenCalled()
    await nextMutation()
    expect(late.querySelector('parkade-probe-a')).not.toBeNull()
  })

  // Loading a lazy language from parkade-<lang>.js: lazyLanguage.test.ts, with core as parkade.js builds it.

  it('takes init defaults from its own script tag', () => {
    const script = document.createElement('script')
    script.dataset.apiBaseUrl = API
    script.dataset.country = 'CA'
    installParkade({ elements, script })
    document.body.innerHTML = '<parkade-probe-a></parkade-probe-a>'
    expect(peekSharedClient()?.stores.country.getState().selectedCountry?.code).toBe('CA')
  })
})
