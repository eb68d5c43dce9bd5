// @parkade/elements: Parkade as custom elements. Importing this module registers nothing and
// touches no `window`: call an element's `define()`, `defineParkadeElements()`, or load parkade.js.
export { defineParkadeElement } from './shared/defineParkadeElement.tsx'
export type {
  ParkadeElement,
  ParkadeElementCommonProps,
  ParkadeElementContext,
  ParkadeElementDefinition,
  ParkadePropType,
  ParkadePropTypes,
} from './shared/defineParkadeElement.tsx'
export {
  MISSING_API_BASE_URL,
  destroySharedClient,
  getSharedClient,
  getSharedDefaults,
  peekSharedClient,
  setSharedDefaults,
  subscribeSharedClient,
  updateSharedClient,
} from './shared/getSharedClient.ts'
export type { ParkadeDefaults, SharedClientOptions } from './shared/getSharedClient.ts'
export { PARKADE_EVENT_NAMES, PARKADE_EVENT_SCOPES, domEventName } from './events.ts'
export type { ParkadeDomEventName, ParkadeElementEventMap, ParkadeEventMap, ParkadeEventName } from './events.ts'

export { parkSearchElement, define as defineParkSearch } from './elements/parkSearchElement.tsx'
export type { ParkSearchElement, ParkSearchElementProps } from './elements/parkSearchElement.tsx'
export { parkDetailElement, define as defineParkDetail } from './elements/parkDetailElement.tsx'
export type { ParkDetailElement, ParkDetailElementProps } from './elements/parkDetailElement.tsx'
export { checkoutElement, define as defineCheckout } from './elements/checkoutElement.tsx'
export type { CheckoutElement, CheckoutElementProps } from './elements/checkoutElement.tsx'
export { walletElement, define as defineWallet } from './elements/walletElement.tsx'
export type { WalletElement, WalletElementProps } from './elements/walletElement.tsx'
export { loginElement, define as defineLogin } from './elements/loginElement.tsx'
export type { LoginElement, LoginElementProps } from './elements/loginElement.tsx'
export { eventBookingElement, define as defineEventBooking } from './elements/eventBookingElement.tsx'
export type { EventBookingElement, EventBookingElementProps } from './elements/eventBookingElement.tsx'
export { parkadeElements, defineParkadeElements } from './elements/parkadeElements.ts'

export { installParkade } from './script/installParkade.ts'
export type {
  InstallParkadeOptions,
  ParkadeFeature,
  ParkadeGlobal,
  ParkadeHandler,
  ParkadeInitOptions,
  ParkadeLoaderStub,
  ParkadeMountOptions,
} from './script/installParkade.ts'
export { LOADER_FILE, LOADER_SNIPPET, LOADER_SRC_PLACEHOLDER, QUEUE_SNIPPET, loaderSnippet } from './loader/snippet.ts'
