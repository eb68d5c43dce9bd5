import {
  checkoutPropTypes,
  eventBookingPropTypes,
  loginPropTypes,
  parkDetailPropTypes,
  parkSearchPropTypes,
  walletPropTypes,
} from '../elements/elementPropTypes.ts'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import type { ParkadeElementContext, ParkadeElementDefinition } from '../shared/defineParkadeElement.tsx'
import type { ParkDetailElementProps } from '../elements/parkDetailElement.tsx'
import { LazyCheckout } from '../shared/LazyCheckout.ts'
import { lazyFeature } from '../shared/lazyFeature.tsx'

/**
 * Every Parkade element as parkade.js registers it: the tag and its attributes now, the feature's
 * code when the element first appears (each `import()` is a part of its own, `parkade.<name>.js`).
 */
export const scriptElements: readonly ParkadeElementDefinition[] = [
  defineParkadeElement(
    'parkade-park-search',
    lazyFeature('park-search', () => import('../elements/parkSearchElement.tsx').then((m) => m.ParkSearchAdapter)),
    parkSearchPropTypes,
  ),
  defineParkadeElement(
    'parkade-park-detail',
    lazyFeature<ParkDetailElementProps & ParkadeElementContext>('park-detail', () => import('../elements/parkDetailElement.tsx').then((m) => m.ParkDetailAdapter), {
      showsLoading: (props) => Boolean(props.park),
    }),
    parkDetailPropTypes,
  ),
  defineParkadeElement(
    'parkade-checkout',
    LazyCheckout,
    checkoutPropTypes,
  ),
  defineParkadeElement(
    'parkade-wallet',
    lazyFeature('wallet', () => import('../elements/walletElement.tsx').then((m) => m.WalletAdapter)),
    walletPropTypes,
  ),
  defineParkadeElement(
    'parkade-login',
    lazyFeature('login', () => import('../elements/loginElement.tsx').then((m) => m.LoginAdapter), { showsLoading: () => false }),
    loginPropTypes,
  ),
  defineParkadeElement(
    'parkade-event-booking',
    lazyFeature('event-booking', () => import('../elements/eventBookingElement.tsx').then((m) => m.EventBookingAdapter)),
    eventBookingPropTypes,
  ),
]
