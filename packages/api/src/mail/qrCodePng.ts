import { encode } from 'uqr'
import { encodeGrayscalePng } from './encodeGrayscalePng.ts'

/**
 * The QR code of `text` as a PNG, `scale` pixels a module: the same code as the site draws
 * (uqr, error correction M, a 2-module quiet zone), so a scanner reads either.
 */
export function qrCodePng(text: string, scale = 8): Buffer {
  const qr = encode(text, { ecc: 'M', border: 2 })
  const width = qr.size * scale
  const pixels = new Uint8Array(width * width).fill(255)
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++) pixels.fill(0, (y * scale + dy) * width + x * scale, (y * scale + dy) * width + (x + 1) * scale)
    }),
  )
  return encodeGrayscalePng(width, width, pixels)
}
