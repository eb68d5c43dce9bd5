const MAP_URL = /\n\/\/# sourceMappingURL=[^\n]*$/

/**
 * A chunk's code and its source map's URL comment (empty when it has none), apart: whatever is
 * done to the code, the comment goes back as the file's last line, where tools read it.
 */
export function splitSourceMapUrl(code: string): { body: string; mapUrl: string } {
  const mapUrl = MAP_URL.exec(code)?.[0] ?? ''
  return { body: mapUrl ? code.slice(0, -mapUrl.length) : code, mapUrl }
}
