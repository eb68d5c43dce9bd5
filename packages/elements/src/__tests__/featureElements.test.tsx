import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFakeApi, examplePark } from '@parkade/contract/testing'
import type { Park } from '@parkade/core'
import { loginElement } from '../elements/loginElement.tsx'
import { parkDetailElement } from '../elements/parkDetailElement.tsx'
import { parkSearchElement } from '../elements/parkSearchElement.tsx'
import { setSharedDefaults } from '../shared/getSharedClient.ts'
import { API, addElement, eventually } from './helpers.tsx'

function park(id: number, name: string): Park {
  return examplePark({ id, slug: `park-${id}`, park_code: `PK${id}`, name, description: '', address: `${id} Broad Street, Lagos`, available_spaces: 80 })
}

const searches: string[] = []
function fakeApi() {
  return createFakeApi({ baseUrl: API })
    .on('searchParks', (request) => {
      const text = request.query.search ?? ''
      searches.push(text)
      const items = [park(1, `${text} Marina Car Park`), park(2, `${text} Ikoyi Car Park`)]
      return { body: { items, total: items.length, page: 1, size: 10, pages: 1 } }
    })
    .on('listVehicleTypes', { body: [{ id: 1, name: 'Car', name_fr: 'Voiture', description: '' }] })
    .on('listCountries', { body: [{ id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '', currency: 'NGN', phone_prefix: '+234', supported: true }] })
}

beforeAll(() => {
  parkSearchElement.define()
  parkDetailElement.define()
  loginElement.define()
})
beforeEach(() => {
  searches.length = 0
  setSharedDefaults({ clientOptions: { fetch: fakeApi().fetch, storage: null, ipLookup: false, storageEvents: null } })
})

const viewButtons = (element: Element) => [...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('button[aria-label^="View park"]') ?? [])]

describe('<parkade-park-search>', () => {
  it('searches its query, and searches again when the query attribute changes', async () => {
    const search = addElement('parkade-park-search', { 'api-base-url': API, country: 'NG', query: 'Lagos' })
    await eventually(() => expect(viewButtons(search)).toHaveLength(2))
    expect(searches).toContain('Lagos')
    search.setAttribute('query', 'Abuja')
    await eventually(() => expect(viewButtons(search)[0]?.getAttribute('aria-label')).toBe('View park: Abuja Marina Car Park'))
  })

  it('tells the host which park was picked, and hands it to its target', async () => {
    const detail = addElement('parkade-park-detail', { id: 'detail' })
    const search = addElement('parkade-park-search', { 'api-base-url': API, country: 'NG', query: 'Lagos', target: '#detail' })
    await eventually(() => expect(viewButtons(search)).toHaveLength(2))
    const picked: { target: EventTarget | null; slug: string }[] = []
    document.addEventListener('parkade:park-selected', (event) => picked.push({ target: event.target, slug: event.detail.park.slug }))
    viewButtons(search)[1]?.click()
    expect(picked).toEqual([{ target: search, slug: 'park-2' }])
    expect((detail as HTMLElement & { park?: string }).park).toBe('park-2')
    expect(detail.getAttribute('park')).toBe('park-2')
  })

  it('with `park-url`, makes "View park" a link to the host\'s park page; a plain click still fills its target', async () => {
    const detail = addElement('parkade-park-detail', { id: 'detail-linked' })
    const search = addElement('parkade-park-search', { 'api-base-url': API, country: 'NG', query: 'Lagos', target: '#detail-linked', 'park-url': '/parks/{slug}?from=search' })
    const links = () => [...(search.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[aria-label^="View park"]') ?? [])]
    await eventually(() => expect(links()).toHaveLength(2))
    expect(viewButtons(search)).toHaveLength(0)
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/parks/park-1?from=search', '/parks/park-2?from=search'])
    links()[1]!.click()
    expect((detail as HTMLElement & { park?: string }).park).toBe('park-2')
  })

  it('with `map`, offers the map beside its list (a List/Map switch on a narrow screen); without it, none', async () => {
    const plain = addElement('parkade-park-search', { 'api-base-url': API, country: 'NG', query: 'Lagos' })
    const mapped = addElement('parkade-park-search', { 'api-base-url': API, country: 'NG', query: 'Lagos', map: '' })
    const switchOf = (element: Element) => element.shadowRoot?.querySelector('[role="group"][aria-label="Show the parks as"]')
    await eventually(() => expect(switchOf(mapped)?.textContent).toBe('ListMap'))
    await eventually(() => expect(viewButtons(plain)).toHaveLength(2))
    expect(switchOf(plain)).toBeNull()
  })

  it('searches the stay of its start and end, and hands the stay on with the park', async () => {
    const start = '2031-06-01T10:00:00.000Z'
    const end = '2031-06-01T14:00:00.000Z'
    const detail = addElement('parkade-park-detail', { id: 'detail' }) as HTMLElement & { park?: string; start?: string; end?: string; vehicleType?: number }
    const search = addElement('parkade-park-search', { 'api-base-url': API, country: 'NG', query: 'Lagos', target: '#detail', start, end })
    await eventually(() => expect(viewButtons(search)).toHaveLength(2))
    const details: unknown[] = []
    search.addEventListener('parkade:park-selected', (event) => details.push(event.detail))
    viewButtons(search)[0]?.click()
    expect(details).toEqual([expect.objectContaining({ arrival: start, departure: end, vehicleTypeId: 1 })])
    expect([detail.park, detail.start, detail.end, detail.vehicleType]).toEqual(['park-1', start, end, 1])
    expect(search.shadowRoot?.querySelector('[role="combobox"][aria-controls]')).not.toBeNull()
  })
})

describe('<parkade-login>', () => {
  it('opens its login dialog inside its own shadow root', async () => {
    const login = addElement('parkade-login', { 'api-base-url': API, label: 'Sign in to book' })
    await eventually(() => expect(login.shadowRoot?.querySelector('button')?.textContent).toBe('Sign in to book'))
    login.shadowRoot?.querySelector('button')?.click()
    await eventually(() => expect(login.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull())
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()
  })
})

describe('<parkade-login>: the host’s own pages for sign-up and reset', () => {
  const openDialog = async (login: Element) => {
    await eventually(() => expect(login.shadowRoot?.querySelector('button')).not.toBeNull())
    login.shadowRoot?.querySelector('button')?.click()
    await eventually(() => expect(login.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull())
    return login.shadowRoot!.querySelector('[role="dialog"]')!
  }
  const named = (dialog: Element, text: string) => [...dialog.querySelectorAll('a, button')].find((node) => node.textContent?.trim() === text)

  it('without them, "Create an account" and "Forgot password?" stay in the dialog', async () => {
    const dialog = await openDialog(addElement('parkade-login', { 'api-base-url': API }))
    expect(named(dialog, 'Create an account')?.tagName).toBe('BUTTON')
    expect(named(dialog, 'Forgot password?')?.tagName).toBe('BUTTON')
  })

  it('its attributes, else the page’s (Parkade.init), send drivers to the host’s pages', async () => {
    setSharedDefaults({ createAccountUrl: '/join', forgotPasswordUrl: '/help/password' })
    let dialog = await openDialog(addElement('parkade-login', { 'api-base-url': API }))
    expect(named(dialog, 'Create an account')?.getAttribute('href')).toBe('/join')
    expect(named(dialog, 'Forgot password?')?.getAttribute('href')).toBe('/help/password')
    document.body.innerHTML = ''
    dialog = await openDialog(addElement('parkade-login', { 'api-base-url': API, 'create-account-url': '/register-here' }))
    expect(named(dialog, 'Create an account')?.getAttribute('href')).toBe('/register-here')
  })
})
