import type { StoreMakers } from './storeMakers.ts'

/**
 * The makers of the stores a client makes on first use, as the code that uses them provides them
 * (provideStoreMakers): what parkade.js's clients read instead of defaultStoreMakers.ts.
 */
export const storeMakers: StoreMakers = {}

/**
 * Provides how some of those stores are made: the hooks that read one call it as they render,
 * before they read it. With defaultStoreMakers.ts (every bundle but parkade.js) nothing reads
 * these: every maker is there already.
 */
export function provideStoreMakers(makers: StoreMakers): void {
  Object.assign(storeMakers, makers)
}
