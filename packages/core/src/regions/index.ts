export type { Region } from './builtinRegions.ts'
export { BUILTIN_REGIONS } from './builtinRegions.ts'
export { CANADA_REGIONS } from './canadaRegions.ts'
