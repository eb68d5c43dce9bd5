import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Vehicle } from '@parkade/core'
import { Vehicles } from '../Vehicles/Vehicles.tsx'
import { fakeApi, problem, problemReply, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { Route } from './renderWithParkade.tsx'
import { vehicle, vehicleTypes } from './Vehicles.fixtures.ts'
import { TOKEN } from './Wallet.fixtures.ts'

function setup(list: Vehicle[] | Route, routes: Route[] = [], options: { token?: string | null; country?: string } = {}) {
  const api = fakeApi([
    ...routes,
    typeof list === 'function' ? list : route('GET', '/user/vehicles/', list),
    route('GET', '/vehicles/public', vehicleTypes),
  ])
  const client = testClient(api.fetch, { token: options.token === undefined ? TOKEN : options.token, ...(options.country ? { country: options.country } : {}) })
  const writes = () => api.requests.filter((r) => r.method !== 'GET')
  return { api, client, writes, onEvent: vi.fn() }
}

const second = vehicle({ id: 2, plate_number: 'XYZ789', vehicle_type_id: 3, make: null, model: null, color: null, is_default: false })
const items = () => within(screen.getByRole('list')).getAllByRole('listitem')
const defaults = () => screen.queryAllByText('Default', { selector: '.pk-badge' })

describe('Vehicles', () => {
  it('asks a signed-out driver to log in, and tells the host', async () => {
    const { client, onEvent } = setup([], [], { token: null })
    renderWithParkade(<Vehicles />, { client, onEvent })
    await userEvent.click(screen.getByRole('button', { name: 'Login to Continue' }))
    expect(onEvent).toHaveBeenCalledWith('auth-required', expect.objectContaining({ widget: 'vehicles' }))
  })

  it('lists plate, type name, make/model/colour and the one default', async () => {
    const { client } = setup([vehicle(), second])
    renderWithParkade(<Vehicles />, { client })
    expect(screen.getByText('Loading…')).toBeTruthy()
    await screen.findByText('XYZ789')
    expect(screen.getByRole('list', { name: 'Saved vehicles' })).toBeTruthy()
    const [first, other] = items()
    expect(within(first!).getByRole('heading', { name: 'ABC123' })).toBeTruthy()
    expect(first!.textContent).toContain('Toyota · Corolla · Blue')
    await waitFor(() => expect(first!.textContent).toContain('Car'))
    expect(other!.textContent).toContain('Motorcycle')
    expect(defaults()).toHaveLength(1)
    expect(within(first!).getByText('Default')).toBeTruthy()
    expect(within(first!).queryByRole('button', { name: /Set as default/ })).toBeNull()
    expect(within(other!).getByRole('button', { name: 'Set as default: XYZ789' })).toBeTruthy()
  })

  it('says when there are none', async () => {
    const { client } = setup([])
    renderWithParkade(<Vehicles />, { client })
    expect(await screen.findByText('You have no saved vehicles.')).toBeTruthy()
  })

  it('shows a failed load with Retry', async () => {
    let calls = 0
    const { client } = setup((req) =>
      req.method === 'GET' && req.url.pathname.endsWith('/user/vehicles/') ? (++calls === 1 ? problemReply('server.database_unreachable') : { body: [vehicle()] }) : undefined,
    )
    renderWithParkade(<Vehicles />, { client })
    const alert = await screen.findByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('ABC123')).toBeTruthy()
  })

  describe('add', () => {
    it('requires the plate and sends nothing without it', async () => {
      const { client, writes } = setup([])
      renderWithParkade(<Vehicles />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Add vehicle' }))
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a vehicle' })))
      await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
      expect(screen.getByText('Enter the plate number.')).toBeTruthy()
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Plate number' })))
      expect(writes()).toHaveLength(0)
    })

    it('offers the public vehicle types and saves plate, type, details and "make default"', async () => {
      const created = vehicle({ id: 3, plate_number: 'LAG555', vehicle_type_id: 2, make: 'Kia', model: null, color: null, is_default: true })
      const { client, writes } = setup([vehicle(), second], [route('POST', '/user/vehicles/', created, 201)])
      renderWithParkade(<Vehicles />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Add vehicle' }))
      const type = screen.getByRole('combobox', { name: 'Vehicle type' })
      await waitFor(() => expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Car', 'SUV / 4×4', 'Motorcycle']))
      await userEvent.type(screen.getByRole('textbox', { name: 'Plate number' }), ' lag555 ')
      await userEvent.selectOptions(type, '2')
      await userEvent.type(screen.getByRole('textbox', { name: 'Make (Optional)' }), 'Kia')
      await userEvent.click(screen.getByRole('checkbox', { name: 'Make this my default vehicle' }))
      await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
      expect(await screen.findByText('LAG555 was saved.')).toBeTruthy()
      expect(writes()[0]!.body).toEqual({ plate_number: 'lag555', vehicle_type_id: 2, make: 'Kia', model: null, color: null, is_default: true })
      expect(items()).toHaveLength(3)
      expect(defaults()).toHaveLength(1)
      expect(within(items()[2]!).getByText('Default')).toBeTruthy()
    })

    it('shows a duplicate plate (409) at the form and keeps what was typed', async () => {
      const { client } = setup([vehicle()], [route('POST', '/user/vehicles/', problem('vehicle.plate_taken', { plate: 'ABC123' }), 409)])
      renderWithParkade(<Vehicles />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Add vehicle' }))
      const plate = screen.getByRole('textbox', { name: 'Plate number' })
      await userEvent.type(plate, 'abc123')
      await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
      const form = screen.getByRole('form', { name: 'Add a vehicle' })
      expect((await within(form).findByRole('alert')).textContent).toBe('You have already saved the plate ABC123.')
      expect((plate as HTMLInputElement).value).toBe('abc123')
    })

    it('shows the server’s field error at its field', async () => {
      const invalid = problem('request.validation_failed', undefined, { detail: 'plate_number: 2–15 letters and digits.', errors: [{ field: 'plate_number', message: 'plate_number: 2–15 letters and digits.' }] })
      const { client } = setup([], [route('POST', '/user/vehicles/', invalid, 400)])
      renderWithParkade(<Vehicles />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Add vehicle' }))
      const plate = screen.getByRole('textbox', { name: 'Plate number' })
      await userEvent.type(plate, 'x')
      await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
      await waitFor(() => expect(plate.getAttribute('aria-invalid')).toBe('true'))
    })

    it('in French, a refused plate is said in French at its field, by the answer’s code', async () => {
      const refused = problem('vehicle.plate_invalid', undefined, {
        errors: [{ field: 'plate_number', message: 'Enter a plate number of 2 to 15 letters and digits, optionally separated by single spaces or hyphens.' }],
      })
      const { client } = setup([], [route('POST', '/user/vehicles/', refused, 400)], { country: 'SN' })
      renderWithParkade(<Vehicles />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un véhicule' }))
      const plate = screen.getByRole('textbox', { name: 'Numéro d’immatriculation' })
      await userEvent.type(plate, 'x')
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le véhicule' }))
      await waitFor(() => expect(plate.getAttribute('aria-invalid')).toBe('true'))
      expect(document.getElementById(plate.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Saisissez un numéro d’immatriculation de 2 à 15\u00a0lettres et chiffres')
    })
  })

  it('edits a vehicle with PUT and only sends a new default', async () => {
    const edited = vehicle({ color: 'Red' })
    const { client, writes } = setup([vehicle(), second], [route('PUT', '/user/vehicles/1', edited)])
    renderWithParkade(<Vehicles />, { client })
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ABC123' }))
    expect(screen.getByRole('heading', { name: 'Edit ABC123' })).toBeTruthy()
    // Already the default: no checkbox to un-make it.
    expect(screen.queryByRole('checkbox')).toBeNull()
    const color = screen.getByRole('textbox', { name: 'Colour (Optional)' })
    expect((color as HTMLInputElement).value).toBe('Blue')
    await userEvent.clear(color)
    await userEvent.type(color, 'Red')
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
    expect(await screen.findByText('ABC123 was updated.')).toBeTruthy()
    expect(writes()[0]!.body).toEqual({ plate_number: 'ABC123', vehicle_type_id: 1, make: 'Toyota', model: 'Corolla', color: 'Red' })
    expect(screen.getByText('Toyota · Corolla · Red')).toBeTruthy()
  })

  it('deletes after a confirmation; keeping it sends nothing', async () => {
    const { client, writes } = setup([vehicle(), second], [route('DELETE', '/user/vehicles/2', { detail: 'Vehicle deleted.' })])
    renderWithParkade(<Vehicles />, { client })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete XYZ789' }))
    const confirm = screen.getByRole('group', { name: 'Delete XYZ789?' })
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('heading')))
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(writes()).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Delete XYZ789' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByText('XYZ789 was deleted.')).toBeTruthy()
    expect(writes().map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['DELETE /api/v1/user/vehicles/2'])
    expect(items()).toHaveLength(1)
  })

  it('reloads the list after deleting the default, so the new default shows', async () => {
    let deleted = false
    const { client } = setup(
      (req) => (req.method === 'GET' && req.url.pathname.endsWith('/user/vehicles/') ? { body: deleted ? [{ ...second, is_default: true }] : [vehicle(), second] } : undefined),
      [(req) => (req.method === 'DELETE' ? ((deleted = true), { body: { detail: 'Vehicle deleted.' } }) : undefined)],
    )
    renderWithParkade(<Vehicles />, { client })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ABC123' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(within(items()[0]!).queryByText('Default')).toBeTruthy())
    expect(defaults()).toHaveLength(1)
  })

  it('makes another vehicle the default, leaving exactly one', async () => {
    const { client, writes } = setup([vehicle(), second], [route('PUT', '/user/vehicles/2/default', { ...second, is_default: true })])
    renderWithParkade(<Vehicles />, { client })
    await userEvent.click(await screen.findByRole('button', { name: 'Set as default: XYZ789' }))
    expect(await screen.findByText('XYZ789 is now your default vehicle.')).toBeTruthy()
    expect(writes().map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['PUT /api/v1/user/vehicles/2/default'])
    expect(defaults()).toHaveLength(1)
    expect(within(items()[1]!).getByText('Default')).toBeTruthy()
    expect(within(items()[0]!).getByRole('button', { name: 'Set as default: ABC123' })).toBeTruthy()
  })

  it('shows a failed set-default', async () => {
    const { client } = setup([vehicle(), second], [route('PUT', '/user/vehicles/2/default', problem('vehicle.not_found'), 404)])
    renderWithParkade(<Vehicles />, { client })
    await userEvent.click(await screen.findByRole('button', { name: 'Set as default: XYZ789' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Vehicle not found.')
    expect(within(items()[0]!).getByText('Default')).toBeTruthy()
  })

  it('speaks French in Senegal, with French type names', async () => {
    const { client } = setup([vehicle(), second], [], { country: 'SN' })
    renderWithParkade(<Vehicles />, { client })
    expect(screen.getByRole('heading', { name: 'Mes véhicules' })).toBeTruthy()
    await screen.findByText('XYZ789')
    await waitFor(() => expect(items()[1]!.textContent).toContain('Moto'))
    expect(screen.getByText('Par défaut')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Définir par défaut\u00a0: XYZ789' })).toBeTruthy()
  })
})
