import { Suspense, lazy, useState } from 'react'
import type { Booking, Park } from '@parkade/core'
import { ParkSearch, ParkadeProvider } from '@parkade/react'
import type { ParkBookRequest } from '@parkade/react'
import { PartnerLoginForm } from './PartnerLoginForm.tsx'
import { usePartnerSession } from './usePartnerSession.ts'

// What the page shows first is the search; the park, checkout and bookings code comes in its
// own chunk, fetched while the search answers, so the first paint waits only for the search.
const ParkDetail = lazy(() => import('./laterComponents.ts').then((m) => ({ default: m.ParkDetail })))
const Checkout = lazy(() => import('./laterComponents.ts').then((m) => ({ default: m.Checkout })))
const Bookings = lazy(() => import('./laterComponents.ts').then((m) => ({ default: m.Bookings })))

function Loading() {
  return (
    <p className="hf-note" role="status">
      Loading…
    </p>
  )
}

interface CheckoutTarget {
  park: string
  vehicleTypeId: number
}

function readCheckoutTarget(): CheckoutTarget | null {
  const query = new URLSearchParams(window.location.search)
  const park = query.get('book')
  return park ? { park, vehicleTypeId: Number(query.get('vehicle')) || 1 } : null
}

function writeCheckoutTarget(target: CheckoutTarget | null) {
  const url = new URL(window.location.href)
  url.searchParams.delete('book')
  url.searchParams.delete('vehicle')
  if (target) {
    url.searchParams.set('book', target.park)
    url.searchParams.set('vehicle', String(target.vehicleTypeId))
  }
  window.history.replaceState(window.history.state, '', url)
}

export interface PartnerAppProps {
  apiBaseUrl: string
}

/**
 * Harbourfront Live, a Toronto venue operator: its own header and sign-in, with Parkade's
 * components for finding, booking and listing parking, all under one ParkadeProvider.
 */
export function PartnerApp({ apiBaseUrl }: PartnerAppProps) {
  const session = usePartnerSession(apiBaseUrl)
  const [park, setPark] = useState<Park | null>(null)
  // The checkout's park lives in the address, so the page comes back to it from the card provider's page.
  const [booking, setBookingState] = useState<CheckoutTarget | null>(readCheckoutTarget)
  const setBooking = (request: ParkBookRequest | null) => {
    const next = request ? { park: request.park.slug, vehicleTypeId: request.vehicleTypeId } : null
    writeCheckoutTarget(next)
    setBookingState(next)
  }
  const [loginReason, setLoginReason] = useState<string | null>(null)
  const [lastBooking, setLastBooking] = useState<Booking | null>(null)

  const signIn = async (email: string, password: string) => {
    await session.signIn(email, password)
    setLoginReason(null)
  }

  return (
    <ParkadeProvider
      apiBaseUrl={apiBaseUrl}
      country="CA"
      language="en"
      partner="HARBOURFRONT-LIVE"
      token={session.token}
      on={{
        // A Parkade component needs a signed-in driver: Harbourfront shows its own form.
        'auth-required': () => setLoginReason('Sign in to book your parking. Your booking is kept while you do.'),
        'booking-created': ({ booking: created }) => setLastBooking(created),
      }}
    >
      <header className="hf-header">
        <a className="hf-brand" href="/react-partner/">
          Harbourfront <strong>Live</strong>
        </a>
        <nav aria-label="Harbourfront Live">
          <a href="#parking">Parking</a>
          <a href="#my-parking">My parking</a>
        </nav>
        <div className="hf-account">
          {session.token ? (
            <>
              <span className="hf-member">Signed in as {session.email}</span>
              <button type="button" className="hf-secondary" onClick={session.signOut}>
                Sign out
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setLoginReason('')}>
              Sign in
            </button>
          )}
        </div>
      </header>

      <main className="hf-main">
        {loginReason !== null && !session.token ? (
          <div className="hf-panel">
            <PartnerLoginForm reason={loginReason || null} onSignIn={signIn} onCancel={() => setLoginReason(null)} />
          </div>
        ) : null}

        <section className="hf-hero" aria-labelledby="hero-title">
          <h1 id="hero-title">Park near the arena, before the crowds</h1>
          <p>Reserve a space near Scotiabank Arena and the waterfront for tonight's show. Members pay with the card on their Parkade account.</p>
        </section>

        <section id="parking" className="hf-grid" aria-label="Find and book parking">
          <div className="hf-search">
            {/* Parkade's components suspend while their texts arrive. */}
            <Suspense fallback={<Loading />}>
              <ParkSearch initialQuery="Scotiabank Arena" onSelect={(picked) => { setPark(picked); setBooking(null) }} />
            </Suspense>
          </div>
          <div>
            <Suspense fallback={<Loading />}>
              {booking ? (
                <>
                  <button type="button" className="hf-link" onClick={() => setBooking(null)}>
                    ← Back to the car park
                  </button>
                  <Checkout
                    park={booking.park}
                    vehicleTypeId={booking.vehicleTypeId}
                    readReturnFromUrl
                    onAuthRequired={() => setLoginReason('Sign in to book your parking. Your booking is kept while you do.')}
                  />
                </>
              ) : park ? (
                <ParkDetail park={park.slug} autoFocus onBook={setBooking} />
              ) : (
                <p className="hf-note">Choose a car park to see its rate and book it.</p>
              )}
            </Suspense>
          </div>
        </section>

        {lastBooking ? (
          <p className="hf-confirm" role="status">
            Booked: {lastBooking.booking_code}. It is also in "My parking" below.
          </p>
        ) : null}

        <section id="my-parking" aria-label="My parking" className="hf-bookings">
          <Suspense fallback={<Loading />}>
            <Bookings key={lastBooking?.booking_code ?? 'none'} onLogin={() => setLoginReason('Sign in to see your parking bookings.')} />
          </Suspense>
        </section>
      </main>
      <footer className="hf-footer">Harbourfront Live · Parking by Parkade</footer>
    </ParkadeProvider>
  )
}
