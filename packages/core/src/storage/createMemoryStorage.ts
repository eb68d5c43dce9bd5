import type { StorageBackend } from './types.ts'

/** A Map-backed stand-in for `localStorage`, for servers and browsers that refuse storage. */
export function createMemoryStorage(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}
