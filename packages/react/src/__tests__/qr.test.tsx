import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BookingQrCode } from '../Checkout/index.ts'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import { fakeApi, testClient } from './renderWithParkade.tsx'

// A partner proxying the API under its own origin: the picture comes through the same base.
const client = testClient(fakeApi([]).fetch, { apiBaseUrl: 'https://airport.example/parkade/api/v1' })

describe('BookingQrCode', () => {
  it("is the API's picture of the code, on the client's API base, named for screen readers", () => {
    render(
      <ParkadeProvider client={client}>
        <BookingQrCode value="PK-ABC234" label="QR code of booking PK-ABC234" />
      </ParkadeProvider>,
    )
    const image = screen.getByRole('img', { name: 'QR code of booking PK-ABC234' })
    expect(image.getAttribute('src')).toBe('https://airport.example/parkade/api/v1/bookings/code/PK-ABC234/qr.svg')
    expect(image.getAttribute('class')).toBe('pk-qr')
    // Its size is known before it arrives: nothing below it moves.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['160', '160'])
  })

  it('changes with the code', () => {
    const { rerender } = render(
      <ParkadeProvider client={client}>
        <BookingQrCode value="PK-ABC234" label="qr" />
      </ParkadeProvider>,
    )
    rerender(
      <ParkadeProvider client={client}>
        <BookingQrCode value="PK-ZZZ999" label="qr" />
      </ParkadeProvider>,
    )
    expect(screen.getByRole('img', { name: 'qr' }).getAttribute('src')).toMatch(/\/bookings\/code\/PK-ZZZ999\/qr\.svg$/)
  })

  it('leaves no broken picture when it cannot be fetched (offline): the code is written beside it', () => {
    const { rerender } = render(
      <ParkadeProvider client={client}>
        <BookingQrCode value="PK-ABC234" label="qr" />
      </ParkadeProvider>,
    )
    fireEvent.error(screen.getByRole('img', { name: 'qr' }))
    expect(screen.queryByRole('img', { name: 'qr' })).toBeNull()
    // Another booking's code is tried again.
    rerender(
      <ParkadeProvider client={client}>
        <BookingQrCode value="PK-ZZZ999" label="qr" />
      </ParkadeProvider>,
    )
    expect(screen.getByRole('img', { name: 'qr' })).toBeTruthy()
  })
})
