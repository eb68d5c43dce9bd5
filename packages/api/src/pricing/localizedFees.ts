import type { Language } from '../lib/requestLanguage.ts'
import type { PriceLine } from './types.ts'

/**
 * Price lines with their labels in the reader's language. Lines are priced and stored with the
 * English name; `frenchNames` (fee code → French name) relabels them for French readers.
 */
export function localizedFees(lines: readonly PriceLine[], lang: Language, frenchNames: Readonly<Record<string, string | null>> | null | undefined): PriceLine[] {
  if (lang !== 'fr' || !frenchNames) return [...lines]
  return lines.map((line) => {
    const name = Object.hasOwn(frenchNames, line.code) ? frenchNames[line.code] : null
    return name ? { ...line, label: name } : line
  })
}
