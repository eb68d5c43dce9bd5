import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { DialogStepProps } from '../LoginDialog/lazyDialogStep.tsx'
import { lazyDialogStep } from '../LoginDialog/lazyDialogStep.tsx'
import { fakeApi, renderWithParkade, testClient } from './renderWithParkade.tsx'

const client = (options = {}) => testClient(fakeApi([]).fetch, options)

function StepForm({ headingId, headerAction }: DialogStepProps) {
  return (
    <form aria-labelledby={headingId}>
      <h2 id={headingId}>Create your account</h2>
      {headerAction}
      <label>
        First name <input />
      </label>
    </form>
  )
}

/** A loader the test settles by hand. */
function controlledLoad() {
  const calls: { resolve: (form: typeof StepForm) => void; reject: (error: Error) => void }[] = []
  const load = vi.fn(
    (_language: string) =>
      new Promise<typeof StepForm>((resolve, reject) => {
        calls.push({ resolve, reject })
      }),
  )
  return { load, calls }
}

describe('lazyDialogStep (a login dialog step fetched when first shown)', () => {
  it('is named by the step’s heading and says it is loading until its form arrives, then tells the dialog', async () => {
    const { load, calls } = controlledLoad()
    const Step = lazyDialogStep('register-form', 'login.steps.register', load)
    const onShown = vi.fn()
    renderWithParkade(<Step headingId="step-title" headerAction={<button type="button">Close</button>} onShown={onShown} />, { client: client() })
    const heading = screen.getByRole('heading', { name: 'Create your account' })
    expect(heading.id).toBe('step-title')
    expect(heading.tabIndex).toBe(-1)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(onShown).not.toHaveBeenCalled()

    calls[0]!.resolve(StepForm)
    expect(await screen.findByLabelText('First name')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1))
    expect(load).toHaveBeenCalledTimes(1)
    // Asked in the page's language, so the form's own texts come with its code.
    expect(load).toHaveBeenCalledWith('en')
  })

  it('a form that cannot be fetched says so with Retry, which fetches it again', async () => {
    const { load, calls } = controlledLoad()
    const Step = lazyDialogStep('register-form', 'login.steps.register', load)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithParkade(<Step headingId="step-title" onShown={() => {}} />, { client: client() })
    calls[0]!.reject(new Error('offline'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Unable to load the application. Please check your internet connection and try again.')
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy()

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(load).toHaveBeenCalledTimes(2)
    calls[1]!.resolve(StepForm)
    expect(await screen.findByLabelText('First name')).toBeTruthy()
    error.mockRestore()
  })

  it('a form that waits for its texts (the language switched while it was on its way) waits in the step’s own loading view', async () => {
    const { load, calls } = controlledLoad()
    let ready = false
    let release = () => {}
    const texts = new Promise<void>((resolve) => {
      release = () => {
        ready = true
        resolve()
      }
    })
    function WaitingForm(props: DialogStepProps) {
      if (!ready) throw texts
      return <StepForm {...props} />
    }
    const Step = lazyDialogStep('register-form', 'login.steps.register', load)
    const onShown = vi.fn()
    // The host's own Suspense (a site's lazy routes) is not where the step waits: its fallback
    // would take the place of the whole page.
    renderWithParkade(
      <Suspense fallback={<p>The host’s page is loading</p>}>
        <Step headingId="step-title" onShown={onShown} />
      </Suspense>,
      { client: client() },
    )
    calls[0]!.resolve(WaitingForm as typeof StepForm)
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await act(async () => {})
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(screen.queryByLabelText('First name')).toBeNull()
    expect(screen.queryByText('The host’s page is loading')).toBeNull()
    expect(onShown).not.toHaveBeenCalled()

    await act(async () => release())
    expect(await screen.findByLabelText('First name')).toBeTruthy()
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1))
  })

  it('speaks French, and a second showing draws the form at once', async () => {
    const { load, calls } = controlledLoad()
    const Step = lazyDialogStep('register-form', 'login.steps.register', load)
    const first = renderWithParkade(<Step headingId="a" onShown={() => {}} />, { client: client({ country: 'SN' }) })
    expect(screen.getByRole('heading', { name: 'Créez votre compte' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Chargement…')
    expect(load).toHaveBeenCalledWith('fr')
    calls[0]!.resolve(StepForm)
    await screen.findByLabelText('First name')
    first.unmount()
    renderWithParkade(<Step headingId="b" onShown={() => {}} />, { client: client() })
    expect(screen.getByLabelText('First name')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
