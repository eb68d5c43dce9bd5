/**
 * A deterministic pseudo-random generator: the seed string is hashed (FNV-1a, 32-bit) into the
 * state of a mulberry32 generator. Returns floats in [0, 1); the same seed always yields the
 * same sequence, so seed data is identical on every machine and every run.
 */
export function seededRandom(seed: string): () => number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  let state = hash >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
