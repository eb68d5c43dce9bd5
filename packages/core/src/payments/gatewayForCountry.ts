import { DEFAULT_COUNTRY_CODE } from '../constants.ts'
import { GATEWAY_TABLE } from './gatewayTable.ts'
import type { GatewayConfig, GatewayOverrides } from './types.ts'
import { usableCardKey } from './usableCardKey.ts'

/**
 * The gateway for a country (SPEC §9), unknown countries getting Nigeria's, with `overrides`
 * applied per provider (keys, and script/API URLs so the sandbox can serve stand-ins).
 * Returns a fresh object; a secret key given as publicKey is dropped.
 */
export function gatewayForCountry(
  code: string | null | undefined,
  overrides: GatewayOverrides = {},
): GatewayConfig {
  const country = (code ?? '').trim().toUpperCase()
  const row: GatewayConfig =
    (GATEWAY_TABLE as Record<string, GatewayConfig>)[country] ?? GATEWAY_TABLE[DEFAULT_COUNTRY_CODE]
  return withOverrides(row, overrides)
}

function withOverrides(row: GatewayConfig, overrides: GatewayOverrides): GatewayConfig {
  const config = { ...row.config, ...definedOnly(overrides[row.provider]) }
  const publicKey = usableCardKey(config.publicKey)
  if (publicKey) config.publicKey = publicKey
  else delete config.publicKey
  const result: GatewayConfig = { ...row, config }
  if (row.fallback) result.fallback = withOverrides(row.fallback, overrides)
  return result
}

// `{ scriptUrl: undefined }` should not erase the table's URL.
function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {}
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
