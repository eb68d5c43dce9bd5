import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Bookings } from '../Bookings/Bookings.tsx'
import { fakeApi, problemReply, renderWithParkade, route, routeReply, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest, Route } from './renderWithParkade.tsx'
import { booking, bookingList } from './Bookings.fixtures.ts'
import { TOKEN } from './Wallet.fixtures.ts'

function setup(routes: Route[], options: { token?: string | null; country?: string } = {}) {
  const api = fakeApi(routes)
  const client = testClient(api.fetch, { token: options.token === undefined ? TOKEN : options.token, ...(options.country ? { country: options.country } : {}) })
  const lists = () => api.requests.filter((r) => r.url.pathname.endsWith('/bookings/list')).map((r) => Object.fromEntries(r.url.searchParams))
  return { api, client, lists, onEvent: vi.fn() }
}

const two = [booking(), booking({ id: 2, booking_code: 'PK-XYZ789', status: 'cancelled', payment_status: 'refunded', park: { ...booking().park, name: 'Lekki Phase 1 Car Park' } })]

describe('Bookings', () => {
  it('asks a signed-out driver to log in, and tells the host', async () => {
    const { client, api, onEvent } = setup([], { token: null })
    renderWithParkade(<Bookings />, { client, onEvent })
    expect(screen.getByText('Please login to view your account')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login to Continue' }))
    expect(onEvent).toHaveBeenCalledWith('auth-required', expect.objectContaining({ widget: 'bookings' }))
    expect(api.requests).toHaveLength(0)
  })

  it('loads page 1 of all bookings, and lists park, code, vehicle, total and status', async () => {
    const { client, lists } = setup([route('GET', '/bookings/list', bookingList(two))])
    renderWithParkade(<Bookings />, { client })
    expect(screen.getByText('Loading…')).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Bookings' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('heading', { name: 'Broad Street Car Park' })).toBeTruthy()
    expect(items[0]!.textContent).toContain('PK-ABC234')
    expect(items[0]!.textContent).toContain('ABC123')
    expect(items[0]!.textContent).toContain('₦3,487.50')
    expect(within(items[0]!).getByText('Active')).toBeTruthy()
    expect(within(items[1]!).getByText('Cancelled')).toBeTruthy()
    expect(lists()).toEqual([{ page: '1', status_filter: 'all' }])
  })

  it('reads a list answered under data instead of items', async () => {
    const { client } = setup([routeReply('GET', '/bookings/list', { body: { data: two, total: 2, page: 1, size: 10, pages: 1 }, offContract: 'the `data` list of servers before the contract (SPEC §3)' })])
    renderWithParkade(<Bookings />, { client })
    expect(await screen.findByText('Lekki Phase 1 Car Park')).toBeTruthy()
  })

  it('filters by status from page 1', async () => {
    const { client, lists } = setup([
      route('GET', '/bookings/list', (req: RecordedRequest) =>
        req.url.searchParams.get('status_filter') === 'cancelled' ? bookingList([two[1]!]) : bookingList(two, { total: 12, pages: 2 }),
      ),
    ])
    renderWithParkade(<Bookings />, { client })
    await screen.findByText('Page 1 of 2')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(lists()).toHaveLength(2))
    const filter = screen.getByRole('combobox', { name: 'Show' })
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Active', 'Pending', 'Cancelled', 'Completed'])
    await userEvent.selectOptions(filter, 'cancelled')
    await waitFor(() => expect(screen.queryByText('Broad Street Car Park')).toBeNull())
    expect(lists()).toEqual([
      { page: '1', status_filter: 'all' },
      { page: '2', status_filter: 'all' },
      { page: '1', status_filter: 'cancelled' },
    ])
  })

  it('says when there are no bookings, and when none has the chosen status', async () => {
    const { client } = setup([route('GET', '/bookings/list', bookingList([], { pages: 0 }))])
    renderWithParkade(<Bookings />, { client })
    expect(await screen.findByText('You have no bookings yet.')).toBeTruthy()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'completed')
    expect(await screen.findByText('You have no bookings with this status.')).toBeTruthy()
  })

  it('shows a failed load with Retry', async () => {
    let calls = 0
    const { client } = setup([
      (req) => {
        if (!req.url.pathname.endsWith('/bookings/list')) return undefined
        return ++calls === 1 ? problemReply('server.database_unreachable') : { body: bookingList(two) }
      },
    ])
    renderWithParkade(<Bookings />, { client })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The database is not reachable.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Broad Street Car Park')).toBeTruthy()
  })

  it('opens a booking in place, and comes back to the list with focus on its heading', async () => {
    const { client, api } = setup([route('GET', '/bookings/list', bookingList(two)), route('GET', '/bookings/code/PK-ABC234', booking())])
    renderWithParkade(<Bookings />, { client })
    await userEvent.click(await screen.findByRole('button', { name: 'View details PK-ABC234' }))
    expect(await screen.findByText('Booking PK-ABC234')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Broad Street Car Park' })))
    expect(api.requests.some((r) => r.url.pathname === '/api/v1/bookings/code/PK-ABC234')).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Back to my bookings' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Bookings' })))
  })

  it('hands the booking to the host, or links to its page', async () => {
    const onSelect = vi.fn()
    const { client } = setup([route('GET', '/bookings/list', bookingList(two))])
    const { unmount } = renderWithParkade(<Bookings onSelect={onSelect} />, { client })
    await userEvent.click(await screen.findByRole('button', { name: 'View details PK-XYZ789' }))
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ booking_code: 'PK-XYZ789' }))
    expect(screen.queryByText('Booking PK-XYZ789')).toBeNull()
    unmount()
    renderWithParkade(<Bookings detailHref={(code) => `/booking-details/${code}`} />, { client })
    expect((await screen.findByRole('link', { name: 'View details PK-ABC234' })).getAttribute('href')).toBe('/booking-details/PK-ABC234')
  })

  it('speaks French in Senegal', async () => {
    const { client } = setup([route('GET', '/bookings/list', bookingList(two))], { country: 'SN' })
    renderWithParkade(<Bookings />, { client })
    // The bookings' French is a module of its own: the list waits for it, never English first.
    expect(screen.queryByRole('heading', { name: 'My bookings' })).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Mes réservations' })).toBeTruthy()
    // The cancelled booking's badge (the status filter offers the same word).
    expect(await screen.findByText('Annulée', { selector: '.pk-badge' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Voir les détails PK-ABC234' })).toBeTruthy()
  })
})
