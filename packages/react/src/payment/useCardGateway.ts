import { useEffect, useRef, useState } from 'react'
import { describeError, builtinGateway } from '@parkade/core'
import type { LoadedGateway } from '@parkade/core'
import { errorEvent } from '../provider/errorEvent.ts'
import { useParkade } from '../provider/useParkade.ts'

export interface CardGateway {
  /** The loaded gateway while a card payment is being entered; null before, or for other providers. */
  gateway: LoadedGateway | null
  /** True while the card provider's script loads. */
  loading: boolean
}

/**
 * A card payment starts when the driver sees where to type the card: for a country whose
 * gateway is the card provider (Stripe, SPEC §9), its script loads once `enabled`, so the card
 * field can be shown before Pay. Other providers load when Pay is pressed. A blocked script
 * falls back (SPEC §4) and then there is no card field. `redirect` is read when it is used.
 */
export function useCardGateway(
  countryCode: string | null | undefined,
  enabled: boolean,
  options: { widget: string; redirect: () => ((url: string) => void) | undefined },
): CardGateway {
  const { widget, redirect } = options
  const { client, emit } = useParkade()
  const card = enabled && !!countryCode && builtinGateway(countryCode).provider === 'stripe'
  const [loaded, setLoaded] = useState<{ key: string; gateway: LoadedGateway } | null>(null)
  const redirectRef = useRef(redirect)
  useEffect(() => {
    redirectRef.current = redirect
  })

  const key = card ? countryCode.toUpperCase() : null
  useEffect(() => {
    if (!key) return
    let live = true
    void client
      .loadGateway(key, { environment: { redirect: (url) => (redirectRef.current() ?? ((to: string) => window.location.assign(to)))(url) } })
      .then((gateway) => {
        if (!live) return
        if (gateway.error) emit('error', errorEvent(describeError(gateway.error), widget, client.i18n))
        setLoaded({ key, gateway })
      })
    return () => {
      live = false
    }
  }, [client, emit, key, widget])

  const current = key && loaded?.key === key ? loaded.gateway : null
  return { gateway: current, loading: !!key && !current }
}
