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
 * does not move when it arrives.
 */
export function BookingQrCode({ value, label, className = 'pk-qr' }: BookingQrCodeProps) {
  const { client } = useParkade()
  addStyles(QR_CSS)
  return <img className={className} src={bookingQrCodeUrl(client.config.apiBaseUrl, value)} alt={label} width={160} height={160} data-qr-value={value} />
}
