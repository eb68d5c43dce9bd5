// The @parkade/react components PartnerApp loads after its first paint (React.lazy).
export { Bookings, Checkout, ParkDetail } from '@parkade/react'
