import { qrMatrix } from '../lib/qrCode.ts'
import { encodeGrayscalePng } from './encodeGrayscalePng.ts'

/**
 * The QR code of `text` as a PNG, `scale` pixels a module: the same code as the API's
 * SVG that the confirmation shows (qrMatrix), so a scanner reads either.
 */
export function qrCodePng(text: string, scale = 8): Buffer {
  const rows = qrMatrix(text)
  const width = rows.length * scale
  const pixels = new Uint8Array(width * width).fill(255)
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++) pixels.fill(0, (y * scale + dy) * width + x * scale, (y * scale + dy) * width + (x + 1) * scale)
    }),
  )
  return encodeGrayscalePng(width, width, pixels)
}
