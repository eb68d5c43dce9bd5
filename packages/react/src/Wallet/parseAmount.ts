/**
 * Reads an amount as people type it: '5000', '5,000', '5 000', '5000.50', '5000,50' (French),
 * '1.234.567'. Returns null for anything that is not a number.
 */
export function parseAmount(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f_'’]/g, '')
  if (!value) return null
  const lastComma = value.lastIndexOf(',')
  const lastDot = value.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.'
    const group = decimal === ',' ? '.' : ','
    value = value.split(group).join('').replace(decimal, '.')
  } else if (lastComma >= 0) {
    const commas = value.split(',').length - 1
    value = commas === 1 && /,\d{1,2}$/.test(value) ? value.replace(',', '.') : value.split(',').join('')
  } else if (value.split('.').length > 2) {
    value = value.split('.').join('')
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(value)) return null
  const amount = Number(value)
  return Number.isFinite(amount) ? amount : null
}
