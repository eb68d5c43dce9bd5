import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Header } from '../shell/Header.tsx'
import { RegionPanel } from '../shell/RegionPanel.tsx'
import { fakeApi, problem, renderSite, route, testClient } from './siteTestUtils.tsx'

const COUNTRIES = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 2, name: 'United States', name_fr: 'États-Unis', code: 'US', flag: '🇺🇸', currency: 'USD', phone_prefix: '+1', supported: true },
  { id: 3, name: 'United Kingdom', name_fr: 'Royaume-Uni', code: 'GB', flag: '🇬🇧', currency: 'GBP', phone_prefix: '+44', supported: false },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
  { id: 5, name: 'Canada', name_fr: 'Canada', code: 'CA', flag: '🇨🇦', currency: 'CAD', phone_prefix: '+1', supported: true },
]

function open(client = testClient(fakeApi([route('GET', '/countries', COUNTRIES)]).fetch), path = '/') {
  renderSite(<RegionPanel open onClose={() => {}} />, { client, path })
  return client
}

describe('country/language side panel (SPEC §2)', () => {
  it('warns that the cart is emptied when the region changes, and is described by that warning', () => {
    open()
    const dialog = screen.getByRole('dialog', { name: 'Country and language' })
    const warning = within(dialog).getByText('Changing your region empties your shopping cart.')
    expect(dialog.getAttribute('aria-describedby')).toBe(warning.id)
  })

  it('lists the supported countries with their flags, the selected one checked', async () => {
    open()
    const chooser = screen.getByRole('group', { name: 'Choose your country' })
    await waitFor(() => expect(within(chooser).getAllByRole('radio')).toHaveLength(4))
    expect(within(chooser).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['🇳🇬Nigeria', '🇺🇸United States', '🇸🇳Senegal', '🇨🇦Canada'])
    expect((within(chooser).getByRole('radio', { name: /Nigeria/ }) as HTMLInputElement).checked).toBe(true)
  })

  it('lists the four countries from the code when the countries cannot load', async () => {
    open(testClient(fakeApi([route('GET', '/countries', problem('server.database_unreachable'), 503)]).fetch))
    const chooser = screen.getByRole('group', { name: 'Choose your country' })
    await waitFor(() => expect(within(chooser).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['🇳🇬Nigeria', '🇺🇸United States', '🇨🇦Canada', '🇸🇳Senegal']))
  })

  it('hints at the country the IP lookup detected', async () => {
    const client = testClient(fakeApi([route('GET', '/countries', COUNTRIES)]).fetch, {
      ipLookup: { url: 'http://ip.test/json', fetch: async () => new Response(JSON.stringify({ country_code: 'CA' })) },
    })
    open(client)
    expect(await screen.findByText("We think you're in Canada")).toBeTruthy()
    expect(within(screen.getByRole('radio', { name: /Canada/ }).closest('label')!).getByText('Detected')).toBeTruthy()
  })

  it('applies Senegal: the site turns French and the language notice shows', async () => {
    const client = open()
    fireEvent.click(await screen.findByRole('radio', { name: /Senegal/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(client.stores.country.getState().selectedCountry?.code).toBe('SN')
    expect(client.stores.language.getState().language).toBe('fr')
    expect(screen.getByText('Nous avons adapté la langue à votre pays.')).toBeTruthy()
  })

  it('keeps a language chosen in the panel as the preference', async () => {
    const client = open()
    fireEvent.click(await screen.findByRole('radio', { name: /Senegal/ }))
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'en' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(client.stores.country.getState().selectedCountry?.code).toBe('SN')
    expect(client.stores.language.getState().language).toBe('en')
    expect(client.stores.language.getState().preference).toBe('en')
    expect(screen.queryByText('We changed the language to match your country.')).toBeNull()
  })

  it('names each language in its own words', () => {
    open()
    const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Automatic, from the country', 'English', 'Français'])
  })

  it('empties the cart: a checkout in progress is left for the search of the new country', async () => {
    open(undefined, '/checkout/ikeja-city-mall-parking')
    fireEvent.click(await screen.findByRole('radio', { name: /Canada/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByTestId('location').textContent).toBe('/search')
  })

  it('leaves any other page where it is', async () => {
    open(undefined, '/booking/event/AFCON26')
    fireEvent.click(await screen.findByRole('radio', { name: /Canada/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByTestId('location').textContent).toBe('/booking/event/AFCON26')
  })

  it('opens from the header country picker, which shows the selection', async () => {
    const client = testClient(fakeApi([route('GET', '/countries', COUNTRIES)]).fetch)
    renderSite(<Header />, { client })
    const picker = screen.getByRole('button', { name: 'Country and language: Nigeria, English' })
    fireEvent.click(picker)
    expect(screen.getByRole('dialog', { name: 'Country and language' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('radio', { name: /Senegal/ }))
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Pays et langue\u00a0: Sénégal, Français' })).toBeTruthy()
  })
})
