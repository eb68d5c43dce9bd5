import { useMemo } from 'react'
import { encode } from 'uqr'
import { addStyles } from '../theme/adoptStyles.ts'
import { QR_CSS } from './qrCss.ts'

export interface BookingQrCodeProps {
  /** The text to encode: the booking code. */
  value: string
  /** What a screen reader says instead of the picture. */
  label: string
  className?: string
}

/** A QR code drawn as one SVG path from uqr's matrix: no innerHTML, crisp at any size. */
export function BookingQrCode({ value, label, className = 'pk-qr' }: BookingQrCodeProps) {
  addStyles(QR_CSS)
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x},${y}h1v1h-1z`
      }),
    )
    return { size: qr.size, path: d }
  }, [value])
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-qr-value={value}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
