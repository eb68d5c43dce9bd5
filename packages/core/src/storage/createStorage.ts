import { createMemoryStorage } from './createMemoryStorage.ts'
import { CLEANED_STORAGE_KEYS, DEFAULT_STORAGE_NAMESPACE, STORAGE_KEYS } from './storageKeys.ts'
import type {
  CreateStorageOptions,
  ParkadeStorage,
  StorageBackend,
  StorageKey,
  StorageSchema,
  StorageShape,
} from './types.ts'

/**
 * Namespaced storage for the keys of SPEC §3. It never throws: with no backend, or a backend
 * that refuses (private mode, quota, SecurityError), values live in memory for this page.
 */
export function createStorage<S extends StorageShape = StorageSchema>(
  options: CreateStorageOptions = {},
): ParkadeStorage<S> {
  const namespace = options.namespace ?? DEFAULT_STORAGE_NAMESPACE
  const memory = createMemoryStorage()
  // Keys whose last write failed on the backend: memory holds their value and wins on read.
  const inMemoryOnly = new Set<string>()
  let backend: StorageBackend | null = options.backend ?? null
  let resolved = options.backend !== undefined

  // Looked up on first use, not at import or creation, so servers and tests never touch it.
  function getBackend(): StorageBackend | null {
    if (!resolved) {
      resolved = true
      backend = lookupBrowserStorage(options.area ?? 'local')
    }
    return backend
  }

  function readRaw(name: string): string | null {
    const backend = getBackend()
    if (!backend || inMemoryOnly.has(name)) return memory.getItem(name)
    try {
      return backend.getItem(name)
    } catch {
      return memory.getItem(name)
    }
  }

  function writeRaw(name: string, value: string): void {
    const backend = getBackend()
    if (!backend) {
      memory.setItem(name, value)
      return
    }
    try {
      backend.setItem(name, value)
      inMemoryOnly.delete(name)
      memory.removeItem(name)
    } catch {
      memory.setItem(name, value)
      inMemoryOnly.add(name)
      // A stale backend value would resurface after a reload; better none than an old one.
      try {
        backend.removeItem(name)
      } catch {
        // the backend refuses everything; memory already holds the value
      }
    }
  }

  function removeRaw(name: string): void {
    memory.removeItem(name)
    inMemoryOnly.delete(name)
    const backend = getBackend()
    if (!backend) return
    try {
      backend.removeItem(name)
    } catch {
      // nothing to undo: memory no longer has it either
    }
  }

  const fullName = (key: StorageKey) => `${namespace}${key}`

  function get<K extends StorageKey>(key: K): S[K] | null {
    const raw = readRaw(fullName(key))
    if (raw === null) return null
    switch (STORAGE_KEYS[key]) {
      case 'string':
        return raw as S[K]
      case 'flag':
        return raw === 'true' ? (true as S[K]) : raw === 'false' ? (false as S[K]) : null
      case 'json':
        return parseJson(raw) as S[K] | null
    }
  }

  function set<K extends StorageKey>(key: K, value: S[K] | null | undefined): void {
    // Writing undefined is how the 'undefined' strings SPEC §5 cleans up got there.
    if (value === null || value === undefined) {
      removeRaw(fullName(key))
      return
    }
    let raw: string | undefined
    switch (STORAGE_KEYS[key]) {
      case 'string':
        raw = String(value)
        break
      case 'flag':
        raw = value ? 'true' : 'false'
        break
      case 'json':
        try {
          raw = JSON.stringify(value)
        } catch {
          // circular or BigInt: not storable, and callers are promised no throw
          return
        }
        break
    }
    if (raw === undefined) removeRaw(fullName(key))
    else writeRaw(fullName(key), raw)
  }

  return {
    namespace,
    get,
    set,
    remove: (key) => removeRaw(fullName(key)),
    clear: () => {
      for (const key of Object.keys(STORAGE_KEYS) as StorageKey[]) removeRaw(fullName(key))
    },
    cleanCorrupt: () => {
      const removed: StorageKey[] = []
      for (const key of CLEANED_STORAGE_KEYS) {
        const raw = readRaw(fullName(key))
        if (raw !== null && parseJson(raw) === null) {
          removeRaw(fullName(key))
          removed.push(key)
        }
      }
      return removed
    },
  }
}

/** The parsed value, or null for unparseable JSON (which includes 'undefined') and for 'null'. */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

function lookupBrowserStorage(area: 'local' | 'session'): StorageBackend | null {
  try {
    // Reading the property itself throws a SecurityError where storage is blocked.
    const scope = globalThis as { localStorage?: StorageBackend; sessionStorage?: StorageBackend }
    return (area === 'session' ? scope.sessionStorage : scope.localStorage) ?? null
  } catch {
    return null
  }
}
