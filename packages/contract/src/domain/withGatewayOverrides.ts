import type { GatewayConfig, GatewayOverrides } from './gatewayTypes.ts'
import { usableCardKey } from './usableCardKey.ts'

/**
 * A gateway (and its fallback) with `overrides` applied per provider. Returns a fresh object;
 * a secret key given as publicKey is dropped.
 */
export function withGatewayOverrides(row: GatewayConfig, overrides: GatewayOverrides = {}): GatewayConfig {
  const config = { ...row.config, ...definedOnly(overrides[row.provider]) }
  const publicKey = usableCardKey(config.publicKey)
  if (publicKey) config.publicKey = publicKey
  else delete config.publicKey
  const result: GatewayConfig = { ...row, config }
  if (row.fallback) result.fallback = withGatewayOverrides(row.fallback, overrides)
  else delete result.fallback
  return result
}

// `{ scriptUrl: undefined }` should not erase the table's URL.
function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {}
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
