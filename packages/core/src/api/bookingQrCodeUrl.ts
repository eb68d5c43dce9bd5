import { buildUrl } from './createHttp.ts'

/**
 * The address of a booking code's QR code, drawn by the API (`GET …/bookings/code/{code}/qr.svg`),
 * on the base this client calls the API through: an `<img src>`, so no QR encoder travels with
 * the confirmation, and the picture is the one the confirmation e-mail carries.
 */
export function bookingQrCodeUrl(apiBaseUrl: string, bookingCode: string): string {
  // Codes are upper case ('PK-7QX2MA'); one typed or pasted by a driver may not be.
  return buildUrl(apiBaseUrl, `/bookings/code/${encodeURIComponent(bookingCode.trim().toUpperCase())}/qr.svg`)
}
