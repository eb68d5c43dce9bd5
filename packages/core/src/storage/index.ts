export { createStorage } from './createStorage.ts'
export { createMemoryStorage } from './createMemoryStorage.ts'
export { CLEANED_STORAGE_KEYS, DEFAULT_STORAGE_NAMESPACE, STORAGE_KEYS } from './storageKeys.ts'
export type {
  CreateStorageOptions,
  ParkadeStorage,
  StorageBackend,
  StorageKey,
  StorageSchema,
  StorageShape,
} from './types.ts'
