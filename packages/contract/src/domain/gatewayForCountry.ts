import { builtinGateway } from './builtinGateway.ts'
import type { GatewayConfig, GatewayOverrides } from './gatewayTypes.ts'
import { withGatewayOverrides } from './withGatewayOverrides.ts'

/**
 * The gateway for a country (SPEC §9), unknown countries getting Nigeria's, with `overrides`
 * applied per provider (keys, and script/API URLs so the sandbox can serve stand-ins).
 * Returns a fresh object; a secret key given as publicKey is dropped.
 */
export function gatewayForCountry(
  code: string | null | undefined,
  overrides: GatewayOverrides = {},
): GatewayConfig {
  return withGatewayOverrides(builtinGateway(code), overrides)
}
