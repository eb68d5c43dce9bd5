/**
 * A TEXT value of RFC 5545 (§3.3.11): backslash, semicolon and comma escaped, every line break
 * (CRLF, LF or CR) written as `\n`.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}
