import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createVehiclesStore, createWalletStore, provideStoreMakers } from '@parkade/core'
import type { ErrorInfo } from '@parkade/core'
import { DEFAULT_VEHICLE_TYPE_ID, ParkadeApiError, describeError, builtinGateway, paymentUrl, returnCallbacks } from '@parkade/core'
import type {
  Booking,
  CreateBookingRequest,
  GatewayConfig,
  LoadedGateway,
  Park,
  Quote,
  RequestStatus,
  Vehicle,
  VehicleType,
} from '@parkade/core'
import { hasCardField } from '../payment/hasCardField.ts'
import { useCardGateway } from '../payment/useCardGateway.ts'
import { errorEvent, paymentFailedEvent } from '../provider/errorEvent.ts'
import { useErrorEvent } from '../provider/useErrorEvent.ts'
import { usePublicVehicleTypes } from '../ParkSearch/usePublicVehicleTypes.ts'
import { useLoad } from '../ui/useLoad.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { defaultCheckoutTimes } from './defaultCheckoutTimes.ts'
import { fromDateTimeLocal } from './fromDateTimeLocal.ts'
import { newIdempotencyKey } from './newIdempotencyKey.ts'
import { PENDING_CHECKOUT_MAX_AGE_MS, pendingCheckouts } from './pendingCheckouts.ts'
import { readPaymentReturn, withoutPaymentReturn } from './readPaymentReturn.ts'
import { toDateTimeLocal } from './toDateTimeLocal.ts'
import { CHECKOUT_STEPS } from './types.ts'
import type {
  CheckoutDraft,
  CheckoutParkInput,
  CheckoutPaymentMethod,
  CheckoutPaymentReturn,
  CheckoutReturnState,
  CheckoutStep,
  CheckoutSubmitState,
  CheckoutTimeErrors,
  CheckoutVehicleChoice,
  CheckoutWalletBlock,
} from './types.ts'
import { validateCheckoutTimes } from './validateCheckoutTimes.ts'

/** The feature name the checkout reports in events (its element is `<parkade-checkout>`). */
export const CHECKOUT_WIDGET = 'checkout'
/** The price is asked again this long after the last change of times or vehicle type. */
export const CHECKOUT_QUOTE_DELAY_MS = 300
/** "Arrival not in the past" is checked again this often while the checkout is open. */
const CLOCK_TICK_MS = 30_000

export interface UseCheckoutOptions {
  /** The park's id, slug or park code, or a park already loaded. */
  park: CheckoutParkInput
  /** Arrival; default the next full hour. */
  start?: string | Date | null
  /** Departure; default two hours after arrival. */
  end?: string | Date | null
  vehicleTypeId?: number | null
  /** Sent with the booking (event parking). */
  eventCode?: string | null
  /** Partner attribution; default the provider's `partner`. */
  partner?: string | null
  /** Where the gateway sends the driver back; default this page without the return parameters. */
  returnUrl?: string | null
  onBooked?: (booking: Booking) => void
  /** A host that signs drivers in itself; without it the checkout opens its own login. */
  onAuthRequired?: () => void
  /** The return from a gateway's page, as the host read it. */
  paymentReturn?: CheckoutPaymentReturn | null
  /** Read the return from this page's query (`reference`, `provider`, `status`, `booking_id`). */
  readReturnFromUrl?: boolean
  /** Goes to the gateway's page; default `window.location.assign`. */
  redirect?: (url: string) => void
  quoteDelayMs?: number
}

/** The server's word on a returned payment: for which reference and attempt, paid (or not yet), or why not. */
interface Confirmation {
  key: string | null
  attempt: number
  status: RequestStatus
  error: ErrorInfo | null
  pending: boolean
}

function initialDraft(options: UseCheckoutOptions, now: number, restored: CheckoutDraft | null): CheckoutDraft {
  if (restored) return restored
  const defaults = defaultCheckoutTimes(now)
  const arrival = options.start ? toDateTimeLocal(options.start) || defaults.arrival : defaults.arrival
  const fallbackEnd = options.start ? toDateTimeLocal(new Date(fromDateTimeLocal(arrival)!.getTime() + 2 * 3_600_000)) : defaults.departure
  return {
    arrival,
    departure: options.end ? toDateTimeLocal(options.end) || fallbackEnd : fallbackEnd,
    vehicleTypeId: options.vehicleTypeId ?? DEFAULT_VEHICLE_TYPE_ID,
    vehicleChoice: null,
    plate: '',
    saveVehicle: false,
    paymentMethod: null,
  }
}

const toIso = (value: string) => fromDateTimeLocal(value)?.toISOString() ?? null

/** The same booking asked for, wherever the page was (the return URL may differ between tabs). */
function sameBooking(a: CreateBookingRequest, b: CreateBookingRequest): boolean {
  const { return_url: _a, ...restA } = a
  const { return_url: _b, ...restB } = b
  const keys = new Set([...Object.keys(restA), ...Object.keys(restB)])
  return [...keys].every((key) => JSON.stringify(restA[key as keyof typeof restA]) === JSON.stringify(restB[key as keyof typeof restB]))
}

/**
 * Everything a checkout does, without drawing it: times, vehicle, the server's price, payment by
 * wallet or gateway, sign-in when needed, the booking and the return from the gateway.
 */
export function useCheckout(options: UseCheckoutOptions) {
  // parkade.js makes these stores with the code that reads them (core's provideStoreMakers).
  provideStoreMakers({ vehicles: createVehiclesStore, wallet: createWalletStore })
  const { client, partner: providerPartner, emit } = useParkade()
  const api = client.api

  // Callbacks in refs: a new function from the host each render must not restart anything.
  const callbacks = useRef({ onBooked: options.onBooked, onAuthRequired: options.onAuthRequired, redirect: options.redirect })
  useEffect(() => {
    callbacks.current = { onBooked: options.onBooked, onAuthRequired: options.onAuthRequired, redirect: options.redirect }
  })

  // ── The return from a gateway ───────────────────────────────────────────────────────────────
  const [urlReturn] = useState<CheckoutPaymentReturn | null>(() =>
    options.readReturnFromUrl && typeof window !== 'undefined' ? readPaymentReturn(window.location.search) : null,
  )
  // An in-page payment (Paystack's inline window, a card field) comes back here, without a page load.
  const [inPageReturn, setInPageReturn] = useState<CheckoutPaymentReturn | null>(null)
  // A payment the driver gave up (abandonPayment) is no longer waited for, whichever way it came back.
  const [abandonedReference, setAbandonedReference] = useState<string | null>(null)
  const candidateReturn = inPageReturn ?? options.paymentReturn ?? urlReturn
  const paymentReturn = candidateReturn && candidateReturn.reference !== abandonedReference ? candidateReturn : null
  const [restored] = useState(() => (paymentReturn ? pendingCheckouts.read(paymentReturn.reference) : null))

  // ── What the driver entered ─────────────────────────────────────────────────────────────────
  const [now, setNow] = useState(() => Date.now())
  const [draft, setDraft] = useState<CheckoutDraft>(() => initialDraft(options, now, restored?.draft ?? null))
  const [step, setStep] = useState<CheckoutStep>(restored ? 'payment' : 'times')
  const [touched, setTouched] = useState({ times: false, plate: false })
  const [attempted, setAttempted] = useState({ times: false, vehicle: false })
  const [typeChangedTo, setTypeChangedTo] = useState<number | null>(null)

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])

  const timeErrors: CheckoutTimeErrors = useMemo(
    () => validateCheckoutTimes({ arrival: draft.arrival, departure: draft.departure }, now),
    [draft.arrival, draft.departure, now],
  )
  const timesValid = !timeErrors.arrival && !timeErrors.departure
  const showTimeErrors = touched.times || attempted.times
  const visibleTimeErrors: CheckoutTimeErrors = showTimeErrors ? timeErrors : {}

  // ── The park ────────────────────────────────────────────────────────────────────────────────
  const givenPark = typeof options.park === 'object' && options.park !== null ? options.park : null
  const parkRef = givenPark ? null : options.park === undefined || options.park === null ? null : String(options.park)
  const parkLoad = useLoad(givenPark ? null : parkRef, (signal) => api.parks.get(parkRef!, { signal }))
  const park: Park | null = givenPark ?? parkLoad.value
  const parkStatus: RequestStatus = givenPark ? 'success' : parkLoad.status
  const parkError = parkLoad.error
  const retryPark = parkLoad.retry

  const announcedReady = useRef(false)
  useEffect(() => {
    if (parkStatus !== 'success' || announcedReady.current) return
    announcedReady.current = true
    emit('ready', { widget: CHECKOUT_WIDGET })
  }, [parkStatus, emit])

  // ── Vehicle types ───────────────────────────────────────────────────────────────────────────
  // Shared with the search and the park's page: one request per client.
  const publicTypes = usePublicVehicleTypes()
  const vehicleTypes: VehicleType[] = publicTypes.types
  const vehicleTypesStatus = publicTypes.status
  const vehicleTypesError = publicTypes.error
  const retryVehicleTypes = publicTypes.retry

  // ── Session, wallet and saved vehicles ──────────────────────────────────────────────────────
  const token = useParkadeStore('auth', (s) => s.token)
  const signedIn = !!token
  const walletBalance = useParkadeStore('wallet', (s) => s.balance)
  const walletCurrency = useParkadeStore('wallet', (s) => s.currency)
  const walletStatus = useParkadeStore('wallet', (s) => s.status)
  const walletError = useParkadeStore('wallet', (s) => s.error)
  const storedVehicles = useParkadeStore('vehicles', (s) => s.vehicles)
  const vehiclesStatus = useParkadeStore('vehicles', (s) => s.status)

  useEffect(() => {
    if (!token) return
    void client.stores.wallet.getState().load()
    void client.stores.vehicles.getState().list()
  }, [client, token])
  const reloadWallet = useCallback(() => void client.stores.wallet.getState().load(), [client])

  const savedVehicles: Vehicle[] = useMemo(() => (signedIn ? storedVehicles : []), [signedIn, storedVehicles])
  const autoVehicle = savedVehicles.find((v) => v.is_default && v.vehicle_type_id === draft.vehicleTypeId) ?? null
  const requestedChoice = draft.vehicleChoice
  const chosenSaved =
    requestedChoice?.kind === 'saved' ? (savedVehicles.find((v) => v.id === requestedChoice.vehicleId) ?? null) : requestedChoice ? null : autoVehicle
  const vehicleChoice: CheckoutVehicleChoice = chosenSaved ? { kind: 'saved', vehicleId: chosenSaved.id } : { kind: 'new' }
  const vehicleError = vehicleChoice.kind === 'new' && !draft.plate.trim() ? ('plateRequired' as const) : null
  const visibleVehicleError = touched.plate || attempted.vehicle ? vehicleError : null

  // ── The server's price ──────────────────────────────────────────────────────────────────────
  const parkId = park?.id ?? null
  const startIso = toIso(draft.arrival)
  const endIso = toIso(draft.departure)
  const vehicleTypeId = draft.vehicleTypeId
  // The language is part of the key: fee names come in the reader's language.
  const language = useParkadeStore('language', (s) => s.language)
  const quoteKey = parkId !== null && timesValid && startIso && endIso ? `${parkId}|${startIso}|${endIso}|${vehicleTypeId}|${language}` : null
  const quoteLoad = useLoad(
    quoteKey,
    // Debounced: typing a time asks once; an answer for times since changed is dropped (aborted).
    (signal) => api.bookings.quote({ park_id: parkId!, vehicle_type_id: vehicleTypeId, start_time: startIso!, end_time: endIso! }, { signal }),
    options.quoteDelayMs ?? CHECKOUT_QUOTE_DELAY_MS,
  )
  const quote: Quote | null = quoteLoad.value
  const quoteStatus: RequestStatus = quoteLoad.status
  const quoteError = quoteLoad.error

  // The host hears of each failed load once, with its code and cause (the visitor sees it in place).
  useErrorEvent(parkError, CHECKOUT_WIDGET)
  useErrorEvent(vehicleTypesError, CHECKOUT_WIDGET)
  useErrorEvent(quoteError, CHECKOUT_WIDGET)
  const retryQuote = quoteLoad.retry

  // ── Payment ─────────────────────────────────────────────────────────────────────────────────
  // The table's own row, the same object every render.
  const gateway: GatewayConfig = builtinGateway(park?.country_code)
  let walletBlock: CheckoutWalletBlock | null = null
  if (!signedIn) walletBlock = 'walletSignIn'
  else if (walletStatus === 'error') walletBlock = 'walletFailed'
  else if (walletBalance === null) walletBlock = 'walletLoading'
  else if (quote && walletCurrency && walletCurrency !== quote.currency) walletBlock = 'walletOtherCurrency'
  else if (quote && walletBalance < quote.total) walletBlock = 'walletInsufficient'
  const paymentMethod: CheckoutPaymentMethod = walletBlock && draft.paymentMethod !== 'alternative' ? 'gateway' : (draft.paymentMethod ?? 'wallet')
  // A card payment shows the card provider's field on the payment step, before Pay.
  const cardGateway = useCardGateway(park?.country_code, step === 'payment' && signedIn && paymentMethod === 'gateway', {
    widget: CHECKOUT_WIDGET,
    redirect: () => callbacks.current.redirect,
  })

  // ── Sign-in ─────────────────────────────────────────────────────────────────────────────────
  const [loginOpen, setLoginOpen] = useState(false)
  const [signInRequested, setSignInRequested] = useState(false)
  const requireSignIn = useCallback(() => {
    emit('auth-required', { widget: CHECKOUT_WIDGET, reason: 'booking' })
    setSignInRequested(true)
    if (callbacks.current.onAuthRequired) callbacks.current.onAuthRequired()
    else setLoginOpen(true)
  }, [emit])
  const closeLogin = useCallback(() => setLoginOpen(false), [])
  // A registration signs the driver in at once; its dialog stays for the e-mailed code.
  const signedInBy = useParkadeStore('auth', (s) => s.lastSignIn?.method ?? null)
  const awaitingCode = loginOpen && signedIn && signedInBy === 'register'

  // ── Booking ─────────────────────────────────────────────────────────────────────────────────
  const [submit, setSubmit] = useState<CheckoutSubmitState>({ status: 'idle', error: null, httpStatus: 0 })
  const [booking, setBooking] = useState<Booking | null>(null)
  // Bumped to ask the server about a returned payment again (checkPaymentAgain, a new in-page return).
  const [confirmAttempt, setConfirmAttempt] = useState(0)
  // One key per checkout attempt: a retry of the same booking reuses it, a changed booking gets a new one.
  const attempt = useRef<{ body: string; key: string } | null>(null)
  // The unpaid booking brought back from an earlier visit (resumed, below), with the request that
  // created it: paying it sends that request again under its key, so the server answers the same
  // booking; a changed booking cancels it first. Either way one booking holds the space.
  const [resumedRequest, setResumedRequest] = useState<{ bookingId: number; reference: string; body: CreateBookingRequest; key: string; savedAt: number } | null>(null)
  // The driver cancelled the unpaid booking (cancelHold): said on the checkout, which starts over.
  const [holdCancelled, setHoldCancelled] = useState(false)
  // A retry under the same key answers the same booking (paying again after a failed card, say):
  // the host hears of each booking once.
  const announcedBookings = useRef(new Set<number>())

  const finish = useCallback(
    (done: Booking) => {
      setBooking(done)
      setStep('confirmation')
      void client.stores.wallet.getState().load()
      callbacks.current.onBooked?.(done)
    },
    [client],
  )

  const goTo = useCallback((next: CheckoutStep) => setStep(next), [])

  const next = useCallback((): boolean => {
    if (step === 'times') {
      const fresh = Date.now()
      setNow(fresh)
      const errors = validateCheckoutTimes(draft, fresh)
      if (errors.arrival || errors.departure) {
        setAttempted((a) => ({ ...a, times: true }))
        return false
      }
      setStep('vehicle')
      return true
    }
    if (step === 'vehicle') {
      if (vehicleError) {
        setAttempted((a) => ({ ...a, vehicle: true }))
        return false
      }
      setStep('payment')
      return true
    }
    return false
  }, [step, draft, vehicleError])

  const back = useCallback(() => {
    setStep((current) => {
      const index = CHECKOUT_STEPS.indexOf(current as (typeof CHECKOUT_STEPS)[number])
      return index > 0 ? CHECKOUT_STEPS[index - 1]! : current
    })
  }, [])

  const book = useCallback(async (): Promise<Booking | null> => {
    const fresh = Date.now()
    setNow(fresh)
    const errors = validateCheckoutTimes(draft, fresh)
    if (errors.arrival || errors.departure) {
      setAttempted((a) => ({ ...a, times: true }))
      setStep('times')
      return null
    }
    if (vehicleError) {
      setAttempted((a) => ({ ...a, vehicle: true }))
      setStep('vehicle')
      return null
    }
    if (!token) {
      requireSignIn()
      return null
    }
    if (!park || !quote || submit.status === 'loading' || submit.status === 'redirecting') return null

    const partner = options.partner === undefined ? providerPartner : options.partner
    const method = paymentMethod
    const go = callbacks.current.redirect ?? ((target: string) => window.location.assign(target))
    setSubmit({ status: 'loading', error: null, httpStatus: 0 })
    // The provider's gateway loads now that a payment starts (SPEC §4); when it fell back, the
    // server starts the payment with the fallback's provider.
    // 'alternative': the driver chose the country's other provider; the server starts the payment with it.
    const byGateway = method !== 'wallet'
    let loaded: LoadedGateway | null = null
    if (method === 'gateway' && cardGateway.gateway) loaded = cardGateway.gateway
    else if (byGateway) {
      loaded = await client.loadGateway(park.country_code, { environment: { redirect: go }, ...(method === 'alternative' ? { alternative: true } : {}) })
      if (loaded.error) emit('error', errorEvent(describeError(loaded.error), CHECKOUT_WIDGET, client.i18n))
    }
    const returnUrl = byGateway ? (options.returnUrl ?? (typeof window === 'undefined' ? undefined : withoutPaymentReturn(window.location.href))) : undefined
    const body: CreateBookingRequest = {
      park_id: park.id,
      vehicle_type_id: chosenSaved ? chosenSaved.vehicle_type_id : draft.vehicleTypeId,
      start_time: fromDateTimeLocal(draft.arrival)!.toISOString(),
      end_time: fromDateTimeLocal(draft.departure)!.toISOString(),
      payment_method: byGateway ? 'gateway' : 'wallet',
      ...(chosenSaved ? { vehicle_id: chosenSaved.id } : { plate_number: draft.plate.trim(), save_vehicle: draft.saveVehicle }),
      ...(partner ? { partner } : {}),
      ...(options.eventCode ? { event_code: options.eventCode } : {}),
      ...(returnUrl ? { return_url: returnUrl } : {}),
      ...(loaded && (loaded.fellBack || method === 'alternative') ? { payment_provider: loaded.gateway.provider } : {}),
    }
    setHoldCancelled(false)
    let request = body
    let savedAt = Date.now()
    const earlier = resumedRequest
    if (earlier) {
      if (sameBooking(earlier.body, body)) {
        savedAt = earlier.savedAt
        // The booking already made: the same request under the same key answers it again.
        request = earlier.body
        attempt.current = { body: JSON.stringify(request), key: earlier.key }
      } else {
        try {
          await api.bookings.setStatus(earlier.bookingId, 'cancelled')
        } catch (error) {
          const failure = describeError(error)
          if (failure.code !== 'booking.already_cancelled') {
            setSubmit({ status: 'error', error: failure, httpStatus: error instanceof ParkadeApiError ? error.status : 0 })
            return null
          }
        }
        pendingCheckouts.clear(earlier.reference)
        setResumedRequest(null)
      }
    }
    const bodyText = JSON.stringify(request)
    if (attempt.current?.body !== bodyText) attempt.current = { body: bodyText, key: newIdempotencyKey() }
    const idempotencyKey = attempt.current.key

    try {
      const answer = await api.bookings.create(request, { idempotencyKey })
      if (!announcedBookings.current.has(answer.booking.id)) {
        announcedBookings.current.add(answer.booking.id)
        emit('booking-created', { booking: answer.booking, payment: answer.payment })
      }
      if (!chosenSaved && draft.saveVehicle) void client.stores.vehicles.getState().list()
      if (answer.payment) {
        const payment = answer.payment
        const url = paymentUrl(payment.payment_info, client.paymentPageOrigins)
        if (!url && !payment.payment_info.client_secret) throw new ParkadeApiError('Payment gateway not initialized', { kind: 'invalid-response' })
        pendingCheckouts.save({
          reference: answer.payment.reference,
          provider: answer.payment.provider,
          bookingId: answer.booking.id,
          amount: answer.payment.amount,
          park: park.slug,
          eventCode: options.eventCode ?? null,
          draft,
          // A resumed booking keeps its first time: its hold runs from when it was made.
          savedAt,
          request: { body: request, idempotencyKey },
        })
        setResumedRequest({ bookingId: answer.booking.id, reference: payment.reference, body: request, key: idempotencyKey, savedAt })
        setSubmit({ status: 'redirecting', error: null, httpStatus: 0, provider: payment.provider, ...(loaded?.fellBack ? { fellBackFrom: gateway.provider } : {}) })
        if (loaded && returnUrl) {
          // The provider reports in the page (Paystack's inline window, a card field): the server is
          // asked in place, as on a return from a hosted page, and the host's page never reloads. The
          // return URL serves the hosted pages only.
          const back = (status: 'succeeded' | 'cancelled' | 'failed') => {
            setSubmit({ status: 'idle', error: null, httpStatus: 0 })
            setInPageReturn({ reference: payment.reference, provider: payment.provider, status, bookingId: answer.booking.id })
            // Asked afresh: an answer kept from before (a resumed payment's "not paid yet") is stale.
            setConfirmAttempt((n) => n + 1)
          }
          await loaded.adapter.pay({
            amount: payment.amount,
            currency: payment.currency,
            email: client.stores.profile.getState().profile?.email ?? '',
            reference: payment.reference,
            paymentInfo: payment.payment_info,
            sandbox: payment.sandbox === true,
            metadata: { booking_id: answer.booking.id },
            callbacks: returnCallbacks(back, (failure) => {
              setSubmit({ status: 'error', error: { message: failure.message }, httpStatus: 0 })
              emit('payment-failed', paymentFailedEvent({ message: failure.message }, client.i18n))
            }),
          })
        } else if (url) {
          go(url)
        }
        return answer.booking
      }
      attempt.current = null
      setResumedRequest(null)
      setSubmit({ status: 'idle', error: null, httpStatus: 0 })
      finish(answer.booking)
      return answer.booking
    } catch (error) {
      const failure = describeError(error)
      const httpStatus = error instanceof ParkadeApiError ? error.status : 0
      setSubmit({ status: 'error', error: failure, httpStatus })
      if (httpStatus === 402) emit('payment-failed', paymentFailedEvent(failure, client.i18n))
      emit('error', errorEvent(failure, CHECKOUT_WIDGET, client.i18n))
      return null
    }
  }, [
    draft,
    vehicleError,
    token,
    requireSignIn,
    park,
    quote,
    submit.status,
    options.partner,
    options.returnUrl,
    options.eventCode,
    providerPartner,
    paymentMethod,
    chosenSaved,
    cardGateway.gateway,
    gateway.provider,
    api,
    emit,
    client,
    finish,
    resumedRequest,
  ])

  // ── Confirming a gateway payment on return ──────────────────────────────────────────────────
  const returnReference = paymentReturn?.reference ?? null
  const returnProvider = paymentReturn?.provider ?? null
  const returnBookingId = paymentReturn?.bookingId ?? restored?.bookingId ?? null
  const [confirmLoad, setConfirmLoad] = useState<Confirmation>({ key: null, attempt: -1, status: 'idle', error: null, pending: false })
  useEffect(() => {
    if (!returnReference || !returnProvider || !token) return
    const controller = new AbortController()
    const signal = controller.signal
    const settle = (patch: Partial<Confirmation>) => {
      if (!signal.aborted) setConfirmLoad({ key: returnReference, attempt: confirmAttempt, status: 'success', error: null, pending: false, ...patch })
    }
    const forgetUrl = () => {
      if (urlReturn && typeof window !== 'undefined') window.history.replaceState(window.history.state, '', withoutPaymentReturn(window.location.href))
    }
    // A tick later, so a StrictMode remount cancels the first run before it sends anything.
    const timer = setTimeout(async () => {
      try {
        let bookingId = returnBookingId
        if (!bookingId) {
          const list = await api.bookings.list({ page: 1, status_filter: 'all' }, { signal })
          bookingId = (list.items ?? list.data ?? []).find((b) => b.payment_reference === returnReference)?.id ?? null
        }
        if (!bookingId) {
          settle({ status: 'error', error: null })
          return
        }
        const confirmed = await api.bookings.confirmPayment(bookingId, { payment_reference: returnReference, payment_provider: returnProvider }, { signal })
        if (signal.aborted) return
        if (confirmed.payment_status !== 'paid') {
          settle({ status: 'success', pending: true })
          return
        }
        pendingCheckouts.clear(returnReference)
        setResumedRequest(null)
        forgetUrl()
        settle({ status: 'success' })
        emit('payment-succeeded', { reference: returnReference, provider: returnProvider, amount: confirmed.total, bookingId: confirmed.id })
        finish(confirmed)
      } catch (error) {
        if (signal.aborted) return
        const failure = describeError(error)
        // A verification already running elsewhere is not a failure: the driver checks again.
        if (failure.code === 'payment.verification_in_progress') {
          settle({ status: 'success', pending: true })
          return
        }
        forgetUrl()
        // Paying again is a new booking: this one's payment failed or was cancelled, and a reload
        // must not ask about it again.
        pendingCheckouts.clear(returnReference)
        attempt.current = null
        setResumedRequest(null)
        settle({ status: 'error', error: failure })
        emit('payment-failed', paymentFailedEvent(failure, client.i18n, { reference: returnReference, provider: returnProvider }))
      }
    }, 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, api, returnReference, returnProvider, returnBookingId, token, confirmAttempt, urlReturn, emit, finish])
  const confirmCurrent = returnReference !== null && confirmLoad.key === returnReference && confirmLoad.attempt === confirmAttempt
  let returnState: CheckoutReturnState = { status: 'idle', error: null }
  if (returnReference) {
    if (!token) returnState = { status: 'idle', error: null }
    else if (!confirmCurrent) returnState = { status: 'loading', error: null }
    else if (confirmLoad.status === 'error') returnState = { status: 'error', error: confirmLoad.error }
    else returnState = { status: confirmLoad.pending ? 'pending' : 'success', error: null }
  }
  const checkPaymentAgain = useCallback(() => setConfirmAttempt((n) => n + 1), [])

  // ── Back in the middle of a payment ─────────────────────────────────────────────────────────
  // A reload, Back, or a new tab later (the tab was closed) while a payment for this park was not
  // settled: that payment is asked about first (paid: the confirmation; refused: the payment step
  // again), with what the driver entered, instead of a fresh checkout that would book the space a
  // second time. Not paid yet: the driver pays that same booking, or cancels it (resume notice).
  const [resumed, setResumed] = useState<{ bookingId: number; reference: string; amount: number; heldUntil: number | null } | null>(null)
  // Looked for once, as soon as the park (and so its slug) is known: state adjusted while rendering.
  const [lookedForInterrupted, setLookedForInterrupted] = useState(false)
  if (!lookedForInterrupted && park && !paymentReturn) {
    setLookedForInterrupted(true)
    const interrupted = pendingCheckouts.findForPark(park.slug, options.eventCode ?? null)
    if (interrupted) {
      setDraft(interrupted.draft)
      setStep('payment')
      setResumed({
        bookingId: interrupted.bookingId,
        reference: interrupted.reference,
        amount: interrupted.amount,
        heldUntil: interrupted.savedAt ? interrupted.savedAt + PENDING_CHECKOUT_MAX_AGE_MS : null,
      })
      setInPageReturn({ reference: interrupted.reference, provider: interrupted.provider, bookingId: interrupted.bookingId })
      if (interrupted.request) {
        setResumedRequest({
          bookingId: interrupted.bookingId,
          reference: interrupted.reference,
          body: interrupted.request.body,
          key: interrupted.request.idempotencyKey,
          // findForPark answers only payments with their time.
          savedAt: interrupted.savedAt ?? 0,
        })
      }
    }
  }

  /**
   * Pays the resumed booking: the request that made it goes again under its key (book), so the
   * server answers that booking and its payment, and the provider's page or window opens again.
   */
  const payResumed = useCallback(() => {
    setInPageReturn(null)
    setResumed(null)
    setStep('payment')
    // A card typed on this page (Stripe): the payment step shows its field first, and its Pay sends
    // that same request.
    if (gateway.provider === 'stripe' && paymentMethod === 'gateway') return
    void book()
  }, [book, gateway.provider, paymentMethod])

  /**
   * Gives up a payment that is not confirmed (the driver closed the provider's page): its booking is
   * cancelled so its space is free, and the payment step shows again with what was entered. Money that
   * still arrives for it lands in the wallet (the server's rule for a cancelled booking).
   */
  const [abandoning, setAbandoning] = useState(false)
  const cancelPayment = useCallback(async (then: 'payment' | 'times') => {
    const bookingId = returnBookingId
    if (!returnReference || !bookingId) return
    setAbandoning(true)
    setHoldCancelled(false)
    try {
      await api.bookings.setStatus(bookingId, 'cancelled')
    } catch (error) {
      // Already cancelled (the hold ran out) is what was wanted; anything else is said.
      const failure = describeError(error)
      if (failure.code !== 'booking.already_cancelled') {
        setAbandoning(false)
        setSubmit({ status: 'error', error: failure, httpStatus: error instanceof ParkadeApiError ? error.status : 0 })
        return
      }
    }
    pendingCheckouts.clear(returnReference)
    if (urlReturn && typeof window !== 'undefined') window.history.replaceState(window.history.state, '', withoutPaymentReturn(window.location.href))
    attempt.current = null
    setResumedRequest(null)
    setAbandoning(false)
    setResumed(null)
    setInPageReturn(null)
    setAbandonedReference(returnReference)
    setSubmit({ status: 'idle', error: null, httpStatus: 0 })
    setStep(then)
    if (then === 'times') setHoldCancelled(true)
  }, [api, returnReference, returnBookingId, urlReturn])
  const abandonPayment = useCallback(() => cancelPayment('payment'), [cancelPayment])
  /** Cancels the unpaid booking (its space is free at once; nothing was paid) and starts the checkout over. */
  const cancelHold = useCallback(() => cancelPayment('times'), [cancelPayment])

  // ── Setters ─────────────────────────────────────────────────────────────────────────────────
  const setArrival = useCallback((arrival: string) => {
    setDraft((d) => ({ ...d, arrival }))
    setTouched((t) => ({ ...t, times: true }))
    setNow(Date.now())
  }, [])
  const setDeparture = useCallback((departure: string) => {
    setDraft((d) => ({ ...d, departure }))
    setTouched((t) => ({ ...t, times: true }))
    setNow(Date.now())
  }, [])
  const setVehicleTypeId = useCallback((id: number) => {
    setTypeChangedTo(null)
    // A saved vehicle has its own type: choosing another type means another vehicle.
    setDraft((d) => ({ ...d, vehicleTypeId: id, vehicleChoice: d.vehicleChoice?.kind === 'saved' ? null : d.vehicleChoice }))
  }, [])
  const chooseVehicle = useCallback(
    (choice: CheckoutVehicleChoice) => {
      const vehicle = choice.kind === 'saved' ? savedVehicles.find((v) => v.id === choice.vehicleId) : undefined
      setDraft((d) => ({ ...d, vehicleChoice: choice, vehicleTypeId: vehicle ? vehicle.vehicle_type_id : d.vehicleTypeId }))
      setTypeChangedTo(vehicle && vehicle.vehicle_type_id !== draft.vehicleTypeId ? vehicle.vehicle_type_id : null)
    },
    [savedVehicles, draft.vehicleTypeId],
  )
  const setPlate = useCallback((plate: string) => {
    setDraft((d) => ({ ...d, plate }))
    setTouched((t) => ({ ...t, plate: true }))
  }, [])
  const setSaveVehicle = useCallback((saveVehicle: boolean) => setDraft((d) => ({ ...d, saveVehicle })), [])
  const setPaymentMethod = useCallback((method: CheckoutPaymentMethod) => setDraft((d) => ({ ...d, paymentMethod: method })), [])
  const bookAnother = useCallback(() => {
    setBooking(null)
    setSubmit({ status: 'idle', error: null, httpStatus: 0 })
    setAttempted({ times: false, vehicle: false })
    setTouched({ times: false, plate: false })
    const fresh = Date.now()
    setNow(fresh)
    setDraft((d) => ({ ...d, ...defaultCheckoutTimes(fresh), paymentMethod: null }))
    setStep('times')
  }, [])

  return {
    park,
    parkStatus,
    parkError,
    retryPark,

    /** Set when the checkout came back to a payment started earlier in this browser (a reload, Back, a new tab). */
    resumed,
    payResumed,
    abandonPayment,
    cancelHold,
    holdCancelled,
    abandoning,

    step: booking ? ('confirmation' as const) : step,
    stepNumber: CHECKOUT_STEPS.indexOf(step as (typeof CHECKOUT_STEPS)[number]) + 1,
    stepCount: CHECKOUT_STEPS.length,
    goTo,
    next,
    back,

    draft,
    setArrival,
    setDeparture,
    setVehicleTypeId,
    chooseVehicle,
    setPlate,
    setSaveVehicle,
    setPaymentMethod,
    timeErrors: visibleTimeErrors,
    timesValid,
    vehicleError: visibleVehicleError,
    /** Set when choosing a saved vehicle changed the vehicle type (to announce it). */
    vehicleTypeChangedTo: typeChangedTo,

    vehicleTypes,
    vehicleTypesStatus,
    vehicleTypesError,
    retryVehicleTypes,

    signedIn,
    savedVehicles,
    vehiclesStatus,
    vehicleChoice,
    chosenVehicle: chosenSaved,

    quote,
    quoteStatus,
    quoteError,
    retryQuote,

    wallet: { balance: walletBalance, currency: walletCurrency, status: walletStatus, error: walletError },
    walletBlock,
    reloadWallet,
    gateway,
    paymentMethod,
    /** The card provider's gateway when the driver types a card here (Stripe); null otherwise. */
    cardGateway: hasCardField(cardGateway.gateway) ? cardGateway.gateway : null,
    cardGatewayLoading: cardGateway.loading,

    requireSignIn,
    /** The login is open: until the driver is signed in, or after a sign-up until the e-mailed code is entered. */
    loginOpen: loginOpen && (!signedIn || awaitingCode),
    closeLogin,
    /** The driver asked to sign in here and now is. */
    justSignedIn: signInRequested && signedIn && !awaitingCode,

    book,
    submit,
    booking,
    bookAnother,

    paymentReturn,
    returnState,
    checkPaymentAgain,
  }
}

export type CheckoutController = ReturnType<typeof useCheckout>
