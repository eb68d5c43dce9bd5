import type { LoadedGateway } from '@parkade/core'

/** True when the gateway pays with a card field the driver types into (Stripe with an instance). */
export function hasCardField(gateway: LoadedGateway | null): gateway is LoadedGateway {
  return !!gateway && gateway.state === 'ready' && !gateway.fellBack && gateway.gateway.provider === 'stripe' && !!gateway.gateway.config.publicKey
}
