import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, useRef } from 'react'
import type { ComponentType, Ref } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyCheckoutStep } from '../Checkout/lazyCheckoutStep.tsx'
import { fakeApi, renderWithParkade, testClient } from './renderWithParkade.tsx'

type StepProps = { headingRef?: Ref<HTMLHeadingElement> }

function ConfirmationStep({ headingRef }: StepProps) {
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1}>
        Booking confirmed
      </h3>
      <button type="button">Book another</button>
    </div>
  )
}

/** A loader the test settles by hand. */
function controlledLoad() {
  const calls: { resolve: (step: ComponentType<StepProps>) => void; reject: (error: Error) => void }[] = []
  const load = vi.fn(
    () =>
      new Promise<ComponentType<StepProps>>((resolve, reject) => {
        calls.push({ resolve, reject })
      }),
  )
  return { load, calls }
}

/** As the checkout shows a step: with its heading ref, focused once drawn. */
function Host({ Step }: { Step: ComponentType<StepProps> }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  return (
    <>
      <button type="button" onClick={() => headingRef.current?.focus()}>
        Focus the step
      </button>
      <Step headingRef={headingRef} />
    </>
  )
}

const client = (options = {}) => testClient(fakeApi([]).fetch, options)

describe('lazyCheckoutStep (a checkout step fetched when first shown)', () => {
  it('shows the step’s heading and a loading line until it arrives; the focus on that heading moves to the step’s own', async () => {
    const { load, calls } = controlledLoad()
    const Step = lazyCheckoutStep('confirmation.title', load)
    renderWithParkade(<Host Step={Step} />, { client: client() })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Focus the step' }))
    const loadingHeading = screen.getByRole('heading', { name: 'Booking confirmed' })
    expect(document.activeElement).toBe(loadingHeading)
    expect(screen.getByRole('status').textContent).toBe('Loading…')

    calls[0]!.resolve(ConfirmationStep)
    expect(await screen.findByRole('button', { name: 'Book another' })).toBeTruthy()
    const heading = screen.getByRole('heading', { name: 'Booking confirmed' })
    expect(heading).not.toBe(loadingHeading)
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('leaves the focus where the driver moved it while the step arrived', async () => {
    const { load, calls } = controlledLoad()
    const Step = lazyCheckoutStep('confirmation.title', load)
    renderWithParkade(<Host Step={Step} />, { client: client() })
    const other = screen.getByRole('button', { name: 'Focus the step' })
    other.focus()
    calls[0]!.resolve(ConfirmationStep)
    expect(await screen.findByRole('button', { name: 'Book another' })).toBeTruthy()
    expect(document.activeElement).toBe(other)
  })

  it('a step that cannot be fetched says so with Retry, in French too, and Retry fetches it again', async () => {
    const { load, calls } = controlledLoad()
    const Step = lazyCheckoutStep('confirmation.title', load)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // The checkout's French texts arrive as a module of their own: the step waits for them (Suspense).
    renderWithParkade(
      <Suspense fallback={null}>
        <Host Step={Step} />
      </Suspense>,
      { client: client({ country: 'SN' }) },
    )
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Chargement…')
    calls[0]!.reject(new Error('offline'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Impossible')
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
    calls[1]!.resolve(ConfirmationStep)
    expect(await screen.findByRole('button', { name: 'Book another' })).toBeTruthy()
    error.mockRestore()
  })
})
