import { DEFAULT_COUNTRY_CODE } from './countries.ts'
import { GATEWAY_TABLE } from './gatewayTable.ts'
import type { GatewayConfig } from './gatewayTypes.ts'

/**
 * The built-in table's gateway for a country (SPEC §9), unknown countries getting Nigeria's, as the
 * table has it: no overrides applied (see gatewayForCountry), so code that only names the provider
 * does not carry the override logic.
 */
export function builtinGateway(code: string | null | undefined): GatewayConfig {
  const country = (code ?? '').trim().toUpperCase()
  return (GATEWAY_TABLE as Record<string, GatewayConfig>)[country] ?? GATEWAY_TABLE[DEFAULT_COUNTRY_CODE]
}
