import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { LoginDialog } from '../LoginDialog/index.ts'
import type { LoginLinkProps } from '../LoginDialog/index.ts'
import { pageDialog } from '../LoginDialog/pageDialog.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { CheckoutPaymentStep } from './CheckoutPaymentStep.tsx'
import { CheckoutResumeNotice } from './CheckoutResumeNotice.tsx'
import { CheckoutTimesStep } from './CheckoutTimesStep.tsx'
import { CheckoutVehicleStep } from './CheckoutVehicleStep.tsx'
import { lazyCheckoutStep } from './lazyCheckoutStep.tsx'
import { useCheckout } from './useCheckout.ts'
import type { UseCheckoutOptions } from './useCheckout.ts'
import { checkoutTexts } from './checkoutTexts.ts'
import { searchTexts } from '../ParkSearch/searchTexts.ts'
import { parkTexts } from '../ParkDetail/parkTexts.ts'
import { paymentsTexts } from '../payment/paymentsTexts.ts'
import { gatewaysTexts } from '../payment/gatewaysTexts.ts'

// The confirmation (and the QR code it may show) arrives when first shown. The payment step is
// kept with the checkout: fetched on its own, it copied the small modules it shares with the
// other steps and cost a page that goes on to pay more than it saved the first view.
const BookingConfirmation = lazyCheckoutStep('confirmation.title', () => import('./BookingConfirmation.tsx').then((module) => module.BookingConfirmation))

export interface CheckoutLoginProps {
  open: boolean
  /** Closes the login; a successful sign-in closes it too (the session store changes). */
  onClose: () => void
}

export interface CheckoutProps extends UseCheckoutOptions {
  /**
   * Draws the login when the driver must sign in and the host has no `onAuthRequired`. The
   * checkout stays mounted underneath, so nothing entered is lost.
   */
  renderLogin?: (props: CheckoutLoginProps) => ReactNode
  /** Links of the built-in LoginDialog (forgot password, create account, social sign-in). */
  loginLinks?: LoginLinkProps
  className?: string
}

/** Times, vehicle, the server's price, payment by wallet or gateway, and the confirmation. */
export function Checkout({ renderLogin, loginLinks, className, ...options }: CheckoutProps) {
  const checkout = useCheckout(options)
  const { tf, t, tm } = checkoutTexts.useTexts()
  searchTexts.useTexts()
  parkTexts.useTexts()
  paymentsTexts.useTexts()
  gatewaysTexts.useTexts()
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { step, park, returnState } = checkout

  // Each new step takes the focus on its heading, so keyboard and screen reader users start there.
  // Compared with the step last shown, not "skip the first run": StrictMode runs effects twice.
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    headingRef.current?.focus()
  }, [step])

  // Back from the login, the focus goes to the step (the button that opened it is gone), unless a
  // dialog (another widget's) still holds it.
  useEffect(() => {
    if (checkout.justSignedIn && !pageDialog.isOpen()) headingRef.current?.focus()
  }, [checkout.justSignedIn])

  const confirming = returnState.status === 'loading' || returnState.status === 'pending'
  const needsSignInToConfirm = !!checkout.paymentReturn && !checkout.signedIn && !checkout.booking

  let body: ReactNode = null
  if (step === 'confirmation' && checkout.booking) {
    body = <BookingConfirmation booking={checkout.booking} headingRef={headingRef} onBookAnother={park ? checkout.bookAnother : undefined} />
  } else if (confirming && checkout.resumed && returnState.status === 'pending') {
    body = <CheckoutResumeNotice checkout={checkout} headingRef={headingRef} />
  } else if (confirming) {
    body =
      returnState.status === 'loading' ? (
        <Spinner label={tf('return.confirming')} />
      ) : (
        <Alert
          tone="info"
          action={
            <div className="pk-row">
              <button type="button" className="pk-button pk-button-secondary" onClick={checkout.checkPaymentAgain}>
                {tf('return.checkAgain')}
              </button>
              <button type="button" className="pk-button-link" onClick={() => void checkout.abandonPayment()} disabled={checkout.abandoning} aria-busy={checkout.abandoning}>
                {tf('return.startAgain')}
              </button>
            </div>
          }
        >
          {tf('return.pending')}
        </Alert>
      )
  } else if (needsSignInToConfirm) {
    body = (
      <Alert
        tone="info"
        action={
          <button type="button" className="pk-button" onClick={checkout.requireSignIn}>
            {tf('signIn.button')}
          </button>
        }
      >
        {tf('signIn.prompt')}
      </Alert>
    )
  } else if (checkout.parkStatus === 'loading') {
    body = <Spinner label={tf('loadingPark')} />
  } else if (checkout.parkStatus === 'error') {
    body = (
      <Alert
        tone="error"
        action={
          <button type="button" className="pk-button pk-button-secondary" onClick={checkout.retryPark}>
            {t('common.retry')}
          </button>
        }
      >
        {tm(checkout.parkError ?? '')}
      </Alert>
    )
  } else if (park) {
    if (step === 'times') {
      body = (
        <>
          {checkout.holdCancelled ? <Alert tone="success">{tf('resume.cancelled')}</Alert> : null}
          <CheckoutTimesStep checkout={checkout} headingRef={headingRef} />
        </>
      )
    }
    else if (step === 'vehicle') body = <CheckoutVehicleStep checkout={checkout} headingRef={headingRef} />
    else body = <CheckoutPaymentStep checkout={checkout} headingRef={headingRef} />
  }

  return (
    <ParkadeRoot feature="checkout" as="section" aria-labelledby={titleId} className={className}>
      <div className="pk-stack">
        <h2 id={titleId}>{park ? tf('title', { park: park.name }) : t('pages.checkout')}</h2>
        {returnState.status === 'error' ? (
          <Alert tone="error">{returnState.error ? tm(returnState.error) : tf('return.unknownBooking')}</Alert>
        ) : null}
        {body}
      </div>
      {renderLogin ? (
        renderLogin({ open: checkout.loginOpen, onClose: checkout.closeLogin })
      ) : options.onAuthRequired ? null : (
        <LoginDialog {...loginLinks} open={checkout.loginOpen} onClose={checkout.closeLogin} />
      )}
    </ParkadeRoot>
  )
}
