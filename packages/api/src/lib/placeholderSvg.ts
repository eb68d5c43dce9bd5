import { createHash } from 'node:crypto'

/** The park types a picture can show; a key naming one (`airport-3`, `pass-city`) gets its drawing. */
export const PICTURED_KINDS = ['airport', 'stadium', 'station', 'city'] as const
export type PicturedKind = (typeof PICTURED_KINDS)[number]

const WHITE = 'rgba(255,255,255,.85)'
const SOFT = 'rgba(255,255,255,.35)'

/**
 * Simple line-and-shape drawings of what the park serves, in the upper part of the picture, above
 * its parking bays. No words: text burned into an image cannot be translated (the alt text says it).
 */
const DRAWINGS: Readonly<Record<PicturedKind, string>> = {
  // An airliner climbing past the control tower.
  airport:
    `<g fill="${WHITE}" data-kind="airport">` +
    `<rect x="610" y="70" width="28" height="150"/><path d="M585 70h78l-10-34h-58z"/>` +
    `<path d="M140 150l300-60q40-8 48 6q6 12-30 22l-300 60z"/>` +
    `<path d="M300 118l-70-70h36l110 56z"/><path d="M310 150l-40 60h32l74-68z"/><path d="M160 140l-34-40h20l42 32z"/></g>`,
  // A stadium bowl under four floodlights.
  stadium:
    `<g data-kind="stadium"><g stroke="${WHITE}" stroke-width="6">` +
    [150, 290, 510, 650].map((x) => `<line x1="${x}" y1="60" x2="${x}" y2="170"/>`).join('') +
    `</g><g fill="${WHITE}">${[150, 290, 510, 650].map((x) => `<rect x="${x - 22}" y="44" width="44" height="20" rx="3"/>`).join('')}</g>` +
    `<ellipse cx="400" cy="190" rx="290" ry="48" fill="${WHITE}"/><ellipse cx="400" cy="182" rx="220" ry="26" fill="${SOFT}"/></g>`,
  // A train at a platform under a canopy.
  station:
    `<g data-kind="station"><path d="M90 90h620l-40-40H130z" fill="${WHITE}"/>` +
    `<g fill="${WHITE}"><rect x="150" y="110" width="440" height="90" rx="18"/><path d="M590 110h40q50 0 60 90h-100z"/></g>` +
    `<g fill="${SOFT}">${[180, 270, 360, 450].map((x) => `<rect x="${x}" y="128" width="64" height="34" rx="4"/>`).join('')}</g>` +
    `<g stroke="${WHITE}" stroke-width="6"><line x1="90" y1="220" x2="710" y2="220"/></g></g>`,
  // A multi-storey car park among city blocks.
  city:
    `<g data-kind="city"><g fill="${SOFT}"><rect x="90" y="60" width="120" height="160"/><rect x="600" y="40" width="110" height="180"/></g>` +
    `<rect x="250" y="70" width="310" height="150" fill="${WHITE}"/>` +
    `<g fill="${SOFT}">${[95, 140, 185].map((y) => `<rect x="266" y="${y}" width="278" height="22"/>`).join('')}</g></g>`,
}

/** The kind a key depicts: the first of its words that is a park type, if any. */
export function picturedKind(key: string): PicturedKind | null {
  return key.split(/[-_]+/).find((word): word is PicturedKind => (PICTURED_KINDS as readonly string[]).includes(word)) ?? null
}

/**
 * The generated picture of an image key: a gradient whose colour comes from the key (so
 * neighbouring parks differ), the drawing of its park type when it names one, and parking bays.
 */
export function placeholderSvg(key: string): string {
  const hue = createHash('sha256').update(key).digest()[0]! * (360 / 256)
  const kind = picturedKind(key)
  return (
    // Decorative inside the page: the <img> around it carries the alt text, in the reader's language.
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},55%,42%)"/>` +
    `<stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)},60%,28%)"/></linearGradient></defs>` +
    `<rect width="800" height="450" fill="url(#g)"/>` +
    (kind ? DRAWINGS[kind] : '') +
    `<g stroke="rgba(255,255,255,.8)" stroke-width="8" stroke-linecap="round">` +
    [160, 280, 400, 520, 640].map((x) => `<line x1="${x}" y1="270" x2="${x}" y2="400"/>`).join('') +
    `<line x1="100" y1="400" x2="700" y2="400"/></g></svg>`
  )
}
