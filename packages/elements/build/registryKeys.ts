import { createHash } from 'node:crypto'

const KEY_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The registry's key of each of a module's export names: a few letters of a hash of the name, as
 * few as keep the module's keys apart. A part reads `useState` as `ab` (most names are read by
 * several parts, and a long one costs its length in each), and a name's key depends only on the
 * module's names, so both sides of the registry agree without sharing anything else.
 */
export function registryKeys(names: readonly string[]): Map<string, string> {
  const hashes = names.map((name) => BigInt(`0x${createHash('sha1').update(name).digest('hex').slice(0, 15)}`))
  const base = BigInt(KEY_LETTERS.length)
  // 60 bits of hash fill 11 letters; two names alike that far cannot be told apart.
  for (let length = 1; length <= 11; length++) {
    const keys = hashes.map((hash) => {
      let key = ''
      for (let rest = hash, i = 0; i < length; i++, rest /= base) key += KEY_LETTERS[Number(rest % base)]
      return key
    })
    if (new Set(keys).size === keys.length) return new Map(names.map((name, i) => [name, keys[i]!]))
  }
  throw new Error(`registryKeys: two names share a hash: ${names.join(', ')}`)
}
