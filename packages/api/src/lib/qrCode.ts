import { encode } from 'uqr'

/**
 * A booking code's QR matrix (rows of dark modules): error correction M and a 2-module quiet
 * zone, for the e-mail's PNG and the API's SVG alike, so a scanner reads either.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 2 }).data
}

/**
 * The QR code of `text` as an SVG, one module a unit (drawn 8 pixels a module where nothing sizes
 * it): black on a white ground whatever the page's theme (scanners need the contrast), each row's
 * runs of dark modules one rectangle each.
 */
export function qrCodeSvg(text: string): string {
  const rows = qrMatrix(text)
  const size = rows.length
  let path = ''
  rows.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      const start = x
      while (row[x + 1]) x++
      path += `M${start} ${y}h${x - start + 1}v1H${start}z`
    }
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  )
}
