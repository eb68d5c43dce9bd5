import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { BookingQrCode } from '../Checkout/index.ts'

const modules = (d: string) => d.match(/M(\d+),(\d+)/g)?.map((m) => m.slice(1)) ?? []

describe('BookingQrCode', () => {
  it('is an SVG image named for screen readers', () => {
    render(<BookingQrCode value="PK-ABC234" label="QR code of booking PK-ABC234" />)
    const svg = screen.getByRole('img', { name: 'QR code of booking PK-ABC234' })
    expect(svg.getAttribute('class')).toBe('pk-qr')
  })

  it('draws exactly the dark modules of the QR matrix of the value', () => {
    const { container } = render(<BookingQrCode value="PK-ABC234" label="qr" />)
    const qr = encode('PK-ABC234', { ecc: 'M', border: 2 })
    const expected = qr.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : [])))
    const path = container.querySelector('path')?.getAttribute('d') ?? ''
    expect(modules(path)).toEqual(expected)
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(`0 0 ${qr.size} ${qr.size}`)
    // Dark on a white ground whatever the theme, or scanners fail.
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff')
  })

  it('changes with the code', () => {
    const { container, rerender } = render(<BookingQrCode value="PK-ABC234" label="qr" />)
    const first = container.querySelector('path')?.getAttribute('d')
    rerender(<BookingQrCode value="PK-ZZZ999" label="qr" />)
    expect(container.querySelector('path')?.getAttribute('d')).not.toBe(first)
  })
})
