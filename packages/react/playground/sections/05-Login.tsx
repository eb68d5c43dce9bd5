import { useState } from 'react'
import { ForgotPasswordForm, RegisterForm, VerifyEmailForm } from '../../src/AuthForms/index.ts'
import { LoginButton, LoginDialog } from '../../src/LoginDialog/index.ts'
import { useParkade } from '../../src/provider/useParkade.ts'
import { useParkadeStore } from '../../src/provider/useParkadeStore.ts'

export const title = 'Login dialog and account screens'
export const order = 5

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const

type Screen = 'register' | 'verify' | 'forgot'

const SCREENS: { id: Screen; label: string }[] = [
  { id: 'register', label: 'Register' },
  { id: 'verify', label: 'Verify email' },
  { id: 'forgot', label: 'Forgot password' },
]

export default function LoginSection() {
  const { emit } = useParkade()
  const signedIn = useParkadeStore('auth', (s) => s.token !== null)
  const logout = useParkadeStore('auth', (s) => s.logout)
  const [screen, setScreen] = useState<Screen>('register')
  const [email, setEmail] = useState('')
  // A new visit starts the screen afresh with the email handed over.
  const [visit, setVisit] = useState(0)

  const goTo = (next: Screen, details?: { email: string }) => {
    if (details?.email) setEmail(details.email)
    setScreen(next)
    setVisit((n) => n + 1)
  }

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p>
        Session: <strong data-testid="session-state">{signedIn ? 'signed in' : 'signed out'}</strong>
      </p>
      <div style={row}>
        <LoginDialog
          trigger={<button type="button">Open login dialog</button>}
          autoOpenOnAuthRequired
          onForgotPassword={(details) => goTo('forgot', details)}
          onCreateAccount={(details) => goTo('register', details)}
        />
        <button type="button" onClick={() => emit('auth-required', { widget: 'playground', reason: 'demo' })}>
          Emit auth-required
        </button>
        <button type="button" onClick={() => logout()} disabled={!signedIn}>
          Log out (host)
        </button>
      </div>
      <div style={row}>
        <span>Ready-made button:</span>
        <LoginButton onForgotPassword={(details) => goTo('forgot', details)} onCreateAccount={(details) => goTo('register', details)} />
      </div>
      <div style={row} role="group" aria-label="Account screen">
        {SCREENS.map(({ id, label }) => (
          <button key={id} type="button" aria-pressed={screen === id} onClick={() => goTo(id)}>
            {label}
          </button>
        ))}
      </div>
      {screen === 'register' ? <RegisterForm key={`register-${visit}`} headingLevel={3} {...(email ? { email } : {})} onRegistered={(details) => goTo('verify', details)} /> : null}
      {screen === 'verify' ? <VerifyEmailForm key={`verify-${visit}`} headingLevel={3} {...(email ? { email } : {})} /> : null}
      {screen === 'forgot' ? <ForgotPasswordForm key={`forgot-${visit}`} headingLevel={3} {...(email ? { email } : {})} /> : null}
    </div>
  )
}
