import { useState } from 'react'
import { bookingQrCodeUrl } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { addStyles } from '../theme/adoptStyles.ts'
import { QR_CSS } from './qrCss.ts'

export interface BookingQrCodeProps {
  /** The booking code the QR code says. */
  value: string
  /** What a screen reader says instead of the picture. */
  label: string
  className?: string
}

/**
 * A booking's QR code: the API's picture of it (the confirmation e-mail's code, as an SVG), through
 * the client's API base, so no QR encoder comes with the confirmation. Its size is given: the page
 * does not move when it arrives. A picture that cannot be fetched (offline) leaves no broken box:
 * the code is written beside it.
 */
export function BookingQrCode({ value, label, className = 'pk-qr' }: BookingQrCodeProps) {
  const { client } = useParkade()
  const [failedFor, setFailedFor] = useState<string | null>(null)
  addStyles(QR_CSS)
  if (failedFor === value) return null
  return (
    <img
      className={className}
      src={bookingQrCodeUrl(client.config.apiBaseUrl, value)}
      alt={label}
      width={160}
      height={160}
      data-qr-value={value}
      onError={() => setFailedFor(value)}
    />
  )
}
