import { Bookings } from '../../src/Bookings/index.ts'

export const title = 'Bookings'
export const order = 50

// Without onSelect or detailHref, a booking's detail opens in place of the list.
export default function BookingsSection() {
  return <Bookings />
}
