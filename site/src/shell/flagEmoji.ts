/** A country's flag from its two-letter code (regional indicator symbols), for lists without the API's flag. */
export function flagEmoji(code: string): string {
  return /^[A-Za-z]{2}$/.test(code)
    ? String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
    : ''
}
