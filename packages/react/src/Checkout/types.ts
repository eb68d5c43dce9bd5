import type { Park, PaymentProvider, RequestStatus, ErrorInfo } from '@parkade/core'

export type CheckoutStep = 'times' | 'vehicle' | 'payment' | 'confirmation'

/** The steps a driver fills in, in order (the confirmation follows them). */
export const CHECKOUT_STEPS = ['times', 'vehicle', 'payment'] as const satisfies readonly CheckoutStep[]

export type CheckoutVehicleChoice = { kind: 'saved'; vehicleId: number } | { kind: 'new' }

/** 'alternative': the country's other provider (Senegal: card with Paystack rather than Wave). */
export type CheckoutPaymentMethod = 'wallet' | 'gateway' | 'alternative'

/** Everything the driver entered. It lives in the hook, so no step change, error or sign-in loses it. */
export interface CheckoutDraft {
  /** `datetime-local` values in the device's time zone, e.g. '2027-01-15T09:00'. */
  arrival: string
  departure: string
  vehicleTypeId: number
  /** null: the default saved vehicle of the chosen type when there is one, else a new plate. */
  vehicleChoice: CheckoutVehicleChoice | null
  plate: string
  saveVehicle: boolean
  /** null: the wallet when it can pay, else the country's gateway. */
  paymentMethod: CheckoutPaymentMethod | null
}

/** i18n keys under `checkout.validation`. */
export type CheckoutTimeError = 'arrivalRequired' | 'departureRequired' | 'arrivalInPast' | 'departureBeforeArrival'

export interface CheckoutTimeErrors {
  arrival?: CheckoutTimeError
  departure?: CheckoutTimeError
}

/** What a gateway's page hands back on the return URL (`reference`, `provider`, `status`, `booking_id`). */
export interface CheckoutPaymentReturn {
  reference: string
  provider: PaymentProvider
  status?: string | null
  bookingId?: number | null
}

/** Why the wallet cannot pay, or null when it can. Keys under `checkout.payment`. */
export type CheckoutWalletBlock = 'walletSignIn' | 'walletLoading' | 'walletFailed' | 'walletOtherCurrency' | 'walletInsufficient'

export interface CheckoutSubmitState {
  status: 'idle' | 'loading' | 'redirecting' | 'error'
  /** SPEC §8: the server's detail, else the thrown message (translate with useTranslation().tm). */
  error: ErrorInfo | null
  /** HTTP status of the failure, 0 when none arrived. */
  httpStatus: number
  /** While paying: the provider taking the payment, and the one that could not be loaded when it fell back. */
  provider?: PaymentProvider
  fellBackFrom?: PaymentProvider
}

export interface CheckoutReturnState {
  status: 'idle' | RequestStatus | 'pending'
  error: ErrorInfo | null
}

/** The park a checkout is for: an id, slug or park code, or a park already loaded. */
export type CheckoutParkInput = number | string | Park

