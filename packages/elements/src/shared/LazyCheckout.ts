import type { CheckoutElementProps } from './CheckoutAdapter.tsx'
import type { ParkadeElementContext } from './defineParkadeElement.tsx'
import { lazyFeature } from './lazyFeature.tsx'

/**
 * `<parkade-checkout>`'s code, fetched when a checkout first shows: the element's, and the one a
 * park's page opens in place when Book is pressed (a page with both downloads it once). Empty
 * while it has no park, rather than a loading line the checkout then takes away.
 */
export const LazyCheckout = lazyFeature<CheckoutElementProps & ParkadeElementContext>('checkout', () => import('../elements/checkoutElement.tsx').then((m) => m.CheckoutAdapter), {
  showsLoading: (props) => Boolean(props.park),
})
