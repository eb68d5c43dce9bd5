import type { ParkadePropTypes } from '../shared/defineParkadeElement.tsx'
import type { ParkSearchElementProps } from './parkSearchElement.tsx'
import type { ParkDetailElementProps } from './parkDetailElement.tsx'
import type { CheckoutElementProps } from './checkoutElement.tsx'
import type { WalletElementProps } from './walletElement.tsx'
import type { LoginElementProps } from './loginElement.tsx'
import type { EventBookingElementProps } from './eventBookingElement.tsx'

// How each element reads its attributes. Kept apart from the elements so parkade.js can register
// every tag without the code behind it, which it loads when an element first appears.

export const parkSearchPropTypes: ParkadePropTypes<ParkSearchElementProps> = {
  query: 'string',
  parkType: 'string',
  pageSize: 'number',
  target: 'string',
  parkUrl: 'string',
  map: 'boolean',
  mapStyle: 'string',
  start: 'string',
  end: 'string',
}

export const parkDetailPropTypes: ParkadePropTypes<ParkDetailElementProps> = {
  park: 'string',
  vehicleType: 'number',
  start: 'string',
  end: 'string',
  target: 'string',
  hostLogin: 'boolean',
  forgotPasswordUrl: 'string',
  createAccountUrl: 'string',
}

export const checkoutPropTypes: ParkadePropTypes<CheckoutElementProps> = {
  park: 'string',
  start: 'string',
  end: 'string',
  vehicleType: 'number',
  eventCode: 'string',
  returnUrl: 'string',
  hostLogin: 'boolean',
  forgotPasswordUrl: 'string',
  createAccountUrl: 'string',
}

export const walletPropTypes: ParkadePropTypes<WalletElementProps> = {
  returnUrl: 'string',
  mode: 'string',
  hostLogin: 'boolean',
  forgotPasswordUrl: 'string',
  createAccountUrl: 'string',
}

export const loginPropTypes: ParkadePropTypes<LoginElementProps> = {
  label: 'string',
  autoOpen: 'boolean',
  forgotPasswordUrl: 'string',
  createAccountUrl: 'string',
}

export const eventBookingPropTypes: ParkadePropTypes<EventBookingElementProps> = {
  eventCode: 'string',
  returnUrl: 'string',
  hostLogin: 'boolean',
  forgotPasswordUrl: 'string',
  createAccountUrl: 'string',
}
