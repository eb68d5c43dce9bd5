export { Checkout } from './Checkout.tsx'
export type { CheckoutLoginProps, CheckoutProps } from './Checkout.tsx'
export { useCheckout, CHECKOUT_QUOTE_DELAY_MS, CHECKOUT_WIDGET } from './useCheckout.ts'
export type { CheckoutController, UseCheckoutOptions } from './useCheckout.ts'
export { BookingConfirmation } from './BookingConfirmation.tsx'
export type { BookingConfirmationProps } from './BookingConfirmation.tsx'
export { BookingQrCode } from './BookingQrCode.tsx'
export type { BookingQrCodeProps } from './BookingQrCode.tsx'
export { PriceBreakdown } from './PriceBreakdown.tsx'
export type { PriceBreakdownProps } from './PriceBreakdown.tsx'
export { bookingIcsFile, bookingIcsFileName } from './bookingIcsFile.ts'
export { readPaymentReturn, withoutPaymentReturn, PAYMENT_RETURN_PARAMS } from './readPaymentReturn.ts'
export { validateCheckoutTimes } from './validateCheckoutTimes.ts'
export { defaultCheckoutTimes, CHECKOUT_DEFAULT_STAY_HOURS } from './defaultCheckoutTimes.ts'
export { CHECKOUT_STEPS } from './types.ts'
export type {
  CheckoutDraft,
  CheckoutParkInput,
  CheckoutPaymentMethod,
  CheckoutPaymentReturn,
  CheckoutReturnState,
  CheckoutStep,
  CheckoutSubmitState,
  CheckoutTimeError,
  CheckoutTimeErrors,
  CheckoutVehicleChoice,
  CheckoutWalletBlock,
} from './types.ts'
