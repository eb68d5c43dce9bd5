// The regions are the contract's, so the server's seed and the SDK's built-in fallback list agree.
export type { Region } from '@parkade/contract/domain'
export { BUILTIN_REGIONS, CANADA_REGIONS } from '@parkade/contract/domain'
