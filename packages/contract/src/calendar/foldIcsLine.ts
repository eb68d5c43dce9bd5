/** RFC 5545 §3.1: content lines longer than this many octets are folded. */
export const ICS_LINE_OCTETS = 75

function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/**
 * Folds one content line at 75 octets of UTF-8: each continuation starts with a space (which
 * counts towards its 75), and no character is cut in half. Joined with CRLF.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Octets(char)
    const limit = parts.length === 0 ? ICS_LINE_OCTETS : ICS_LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}
