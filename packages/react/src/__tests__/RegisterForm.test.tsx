import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Country } from '@parkade/core'
import { RegisterForm } from '../AuthForms/RegisterForm.tsx'
import { gated, tokenAnswer } from './LoginDialog.fixtures.ts'
import { fakeApi, problem, problemReply, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { Route } from './renderWithParkade.tsx'

const COUNTRIES: Country[] = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigéria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
  { id: 5, name: 'Canada', name_fr: 'Canada', code: 'CA', flag: '🇨🇦', currency: 'CAD', phone_prefix: '+1', supported: true },
]

function setup(routes = [route('GET', '/countries', COUNTRIES), route('POST', '/auth/register', tokenAnswer('tok-new'), 201)], options = {}) {
  const api = fakeApi(routes)
  const client = testClient(api.fetch, options)
  const onRegistered = vi.fn()
  const onEvent = vi.fn()
  renderWithParkade(<RegisterForm onRegistered={onRegistered} />, { client, onEvent })
  return { api, client, onRegistered, onEvent, user: userEvent.setup({ delay: null }) }
}

function errorOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)).filter((n) => n?.className === 'pk-field-error').map((n) => n?.textContent).join(' ')
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value)
}

describe('RegisterForm', { timeout: 20_000 }, () => {
  it('lists the countries and starts on the selected one', async () => {
    const { api } = setup()
    const country = screen.getByLabelText('Country') as HTMLSelectElement
    await waitFor(() => expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['Canada', 'Nigeria', 'Senegal']))
    expect(country.value).toBe('NG')
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/countries'))).toHaveLength(1)
  })

  it('shows SPEC §5 messages under each field on submit, focuses the first, and sends nothing', async () => {
    const { api, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    for (const label of ['First name', 'Last name', 'Email', 'Password']) expect(errorOf(screen.getByLabelText(label)), label).toBe('This field is required!')
    expect(errorOf(screen.getByLabelText('Phone number'))).toBe('')
    expect(document.activeElement).toBe(screen.getByLabelText('First name'))
    await fill(user, { Email: 'ada@', Password: '1234567', 'Phone number': 'call me' })
    expect(errorOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email')
    expect(errorOf(screen.getByLabelText('Password'))).toBe('Password must be at least 8 characters')
    expect(errorOf(screen.getByLabelText('Phone number'))).toBe('Please enter a valid phone number, e.g. +234 803 123 4567')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('creates the account: the contract body, the token stored, onRegistered with the email', async () => {
    const { api, client, onRegistered, onEvent, user } = setup()
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3))
    await fill(user, { 'First name': ' Ada ', 'Last name': 'Obi', Email: 'ada@example.com ', Password: 'long-enough-1', 'Phone number': '+221 77 123 45 67' })
    await user.selectOptions(screen.getByLabelText('Country'), 'SN')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ email: 'ada@example.com' }))
    expect(api.requests.find((r) => r.url.pathname.endsWith('/auth/register'))?.body).toEqual({
      email: 'ada@example.com',
      password: 'long-enough-1',
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '+221 77 123 45 67',
      country_id: 'SN',
    })
    expect(client.stores.auth.getState().token).toBe('tok-new')
    expect(onEvent.mock.calls.filter(([name]) => name === 'login')).toHaveLength(1)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your account is created. We sent a verification code to ada@example.com.'))
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
  })

  it('leaves the optional phone out of the body when empty', async () => {
    const { api, user } = setup()
    await fill(user, { 'First name': 'Ada', 'Last name': 'Obi', Email: 'ada@example.com', Password: 'long-enough-1' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(api.requests.some((r) => r.url.pathname.endsWith('/auth/register'))).toBe(true))
    const body = api.requests.find((r) => r.url.pathname.endsWith('/auth/register'))?.body as Record<string, unknown>
    expect(body).not.toHaveProperty('phone')
    expect(body.country_id).toBe('NG')
  })

  it('shows the server’s message, keeps every field, and is busy meanwhile', async () => {
    const { fetch, release } = gated(fakeApi([route('GET', '/countries', COUNTRIES), route('POST', '/auth/register', problem('auth.email_taken'), 409)]).fetch)
    const client = testClient(fetch)
    const onRegistered = vi.fn()
    renderWithParkade(<RegisterForm onRegistered={onRegistered} />, { client })
    const user = userEvent.setup({ delay: null })
    await fill(user, { 'First name': 'Ada', 'Last name': 'Obi', Email: 'ada@example.com', Password: 'long-enough-1' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    const busy = screen.getByRole('button', { name: 'Creating your account…' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await act(async () => release())
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists.')
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('long-enough-1')
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(onRegistered).not.toHaveBeenCalled()
    expect(client.stores.auth.getState().token).toBeNull()
  })

  it('offers Retry when the countries cannot load, and lists them after', async () => {
    let calls = 0
    const countries: Route = (req) =>
      req.method === 'GET' && req.url.pathname.endsWith('/countries') ? (calls++ === 0 ? problemReply('server.database_unreachable') : { body: COUNTRIES }) : undefined
    const { user } = setup([countries])
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The list of countries could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('speaks French with country SN, with French country names', async () => {
    const { user } = setup(undefined, { country: 'SN' })
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Canada', 'Nigéria', 'Sénégal']))
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('SN')
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(errorOf(screen.getByLabelText('Prénom'))).toBe('Ce champ est obligatoire\u202f!')
  })
})
