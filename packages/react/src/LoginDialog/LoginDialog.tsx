import { cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { MouseEvent, ReactElement } from 'react'
import { describeError } from '@parkade/core'
import type { AuthTokenResponse, Language } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { LoginForm } from './LoginForm.tsx'
import type { LoginLinkProps } from './LoginForm.tsx'
import { ModalDialog } from './ModalDialog.tsx'
import { lazyDialogStep } from './lazyDialogStep.tsx'
import { pageDialog } from './pageDialog.ts'
import { loginTexts } from './loginTexts.ts'

// The steps a driver reaches from the login form arrive when first shown, with their texts in the
// page's language (auth.*, not the login's): most drivers only log in.
const loadStep =
  <K extends 'RegisterForm' | 'VerifyEmailForm' | 'ForgotPasswordForm'>(name: K) =>
  (language: Language) =>
    import('../AuthForms/authDialogSteps.ts').then(async (module) => {
      await module.authTexts.load(language)
      return module[name]
    })
const RegisterForm = lazyDialogStep('register-form', 'login.steps.register', loadStep('RegisterForm'))
const VerifyEmailForm = lazyDialogStep('verify-email-form', 'login.steps.verify', loadStep('VerifyEmailForm'))
const ForgotPasswordForm = lazyDialogStep('forgot-password-form', 'login.steps.forgotPassword', loadStep('ForgotPasswordForm'))

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void }

export interface LoginDialogProps extends LoginLinkProps {
  /** Controlled: the host decides; `onOpen`/`onClose` tell it what the driver asked for. */
  open?: boolean
  /** Uncontrolled: open at first render. */
  defaultOpen?: boolean
  /** The dialog wants to open (its trigger, or 'auth-required' with `autoOpenOnAuthRequired`). */
  onOpen?: () => void
  /** The dialog wants to close: Escape, the backdrop, the close button, or a successful login. */
  onClose?: () => void
  /** An element that opens the dialog when clicked, e.g. `<button>Log in</button>`; focus returns to it. */
  trigger?: ReactElement<TriggerProps>
  /** Opens the dialog whenever a widget emits 'auth-required' (for hosts with no login of their own). */
  autoOpenOnAuthRequired?: boolean
  /** After a successful password login, before the dialog closes ('login' is already emitted). */
  onLoggedIn?: (answer: AuthTokenResponse) => void
  /** Where the dialog is mounted; default `document.body`. */
  container?: Element | DocumentFragment | null
  /** Focused when the dialog closes; default the trigger, else the element focused before it opened. */
  returnFocus?: HTMLElement | null
}

/** What the dialog shows: the login form, or one of the steps that stay inside the dialog. */
type DialogView = { name: 'login'; email?: string } | { name: 'register' | 'verify' | 'forgot'; email: string }

const LOGIN: DialogView = { name: 'login' }

/**
 * SPEC §2's login modal. Controlled (`open` + `onClose`), or uncontrolled with a `trigger`,
 * and optionally opened by any widget's 'auth-required' event. It closes after a successful login.
 *
 * "Create an account" and "Forgot password?" lead to the host's pages or handlers when it gives
 * them; otherwise they stay in the dialog: register → the e-mailed code → signed in, and the
 * reset code → a new password → back to the login, so a driver never leaves the page.
 */
export function LoginDialog({
  open,
  defaultOpen = false,
  onOpen,
  onClose,
  trigger,
  autoOpenOnAuthRequired = false,
  onLoggedIn,
  container,
  returnFocus,
  onForgotPassword,
  onCreateAccount,
  ...links
}: LoginDialogProps) {
  const { client } = useParkade()
  const { t, tm } = useTranslation()
  loginTexts.useTexts()
  const headingId = useId()
  const controlled = open !== undefined
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const isOpen = controlled ? open : ownOpen
  // Safari does not focus a clicked button, so the trigger is remembered rather than read from focus.
  const [clickedTrigger, setClickedTrigger] = useState<HTMLElement | null>(null)
  const [view, setView] = useState<DialogView>(LOGIN)
  // Each opening starts at the login form.
  const [wasOpen, setWasOpen] = useState(isOpen)
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen)
    if (!isOpen) setView(LOGIN)
  }

  const requestOpen = () => {
    if (!controlled) setOwnOpen(true)
    onOpen?.()
  }
  const close = () => {
    if (!controlled) setOwnOpen(false)
    onClose?.()
  }

  // A sign-in while the login form shows closes it: the form's own, or another way (another
  // widget, the host's session, a social redirect). A registration signs in too, but its dialog
  // goes on to the e-mailed code, and closes once it is verified.
  const token = useParkadeStore('auth', (s) => s.token)
  const latest = useRef({ view, isOpen, close })
  useLayoutEffect(() => {
    latest.current = { view, isOpen, close }
  })
  useEffect(() => {
    const now = latest.current
    if (token && now.isOpen && now.view.name === 'login') now.close()
  }, [token])

  const requestOpenRef = useRef(requestOpen)
  useLayoutEffect(() => {
    requestOpenRef.current = requestOpen
  })
  useEffect(() => {
    if (!autoOpenOnAuthRequired) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = client.events.on('auth-required', () => {
      // The widget that asked usually opens its own dialog at this moment: this one opens a tick
      // later, only when none did (one dialog at a time).
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (pageDialog.isOpen()) return
        setClickedTrigger(null)
        requestOpenRef.current()
      }, 0)
    })
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [client, autoOpenOnAuthRequired])

  // Back from a Google/Apple redirect: core signs the driver in ('login' is emitted); a failure
  // opens the dialog with its message.
  const [redirectError, setRedirectError] = useState<string | null>(null)
  const tmRef = useRef(tm)
  useLayoutEffect(() => {
    tmRef.current = tm
  })
  useEffect(() => {
    const social = client.social
    if (!social) return
    let live = true
    // Shared by every caller and loads nothing unless a redirect is pending.
    social.processRedirectResult().catch((error: unknown) => {
      if (!live) return
      setRedirectError(tmRef.current(describeError(error)))
      setClickedTrigger(null)
      requestOpenRef.current()
    })
    return () => {
      live = false
    }
  }, [client])

  // Leaving for another screen closes the dialog first, so focus is back on the page. With no
  // page or handler of the host's, the step opens here.
  const leaveWith = (handler: ((details: { email: string }) => void) | undefined, href: string | undefined, stay: 'register' | 'forgot') =>
    handler
      ? (details: { email: string }) => {
          close()
          handler(details)
        }
      : href
        ? undefined
        : ({ email }: { email: string }) => setView({ name: stay, email })
  const forgot = leaveWith(onForgotPassword, links.forgotPasswordHref, 'forgot')
  const create = leaveWith(onCreateAccount, links.createAccountHref, 'register')

  // Each step takes the focus on its heading (the login form, on its email), so the driver hears where they are.
  const content = useRef<HTMLDivElement>(null)
  const shownView = useRef(view)
  const focusStep = () => {
    const root = content.current
    ;(root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>('h2, h3'))?.focus()
  }
  // In the commit that shows the step (a layout effect): an effect would run after the paint, and
  // take the focus from a field the driver had already gone on to type into.
  useLayoutEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    focusStep()
  }, [view])
  // A step's form that arrives later replaces its loading view, and the focus that view held: it
  // goes to the form's heading, unless the driver has already moved it within the dialog.
  const onStepShown = () => {
    const root = content.current
    const active = (root?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement
    if (!active || !root?.contains(active)) focusStep()
  }

  const closeButton = (
    <button type="button" className="pk-button-link" aria-label={t('login.close')} onClick={close}>
      <span aria-hidden="true">×</span>
    </button>
  )
  const backToLogin = (email: string) => () => setView({ name: 'login', email })
  let body
  if (view.name === 'register') {
    body = (
      <RegisterForm
        email={view.email}
        headingId={headingId}
        headerAction={closeButton}
        onLogin={backToLogin(view.email)}
        onRegistered={({ email }) => setView({ name: 'verify', email })}
        onShown={onStepShown}
      />
    )
  } else if (view.name === 'verify') {
    body = <VerifyEmailForm email={view.email} headingId={headingId} headerAction={closeButton} onVerified={close} onShown={onStepShown} />
  } else if (view.name === 'forgot') {
    body = <ForgotPasswordForm email={view.email} headingId={headingId} headerAction={closeButton} onLogin={backToLogin(view.email)} onShown={onStepShown} />
  } else {
    body = (
      <LoginForm
        key={redirectError ?? ''}
        {...links}
        {...(view.email ? { email: view.email } : {})}
        initialError={redirectError}
        {...(forgot ? { onForgotPassword: forgot } : {})}
        {...(create ? { onCreateAccount: create } : {})}
        headingId={headingId}
        {...(onLoggedIn ? { onLoggedIn } : {})}
        headerAction={closeButton}
      />
    )
  }

  const onTriggerClick = (event: MouseEvent<HTMLElement>) => {
    trigger?.props.onClick?.(event)
    if (event.defaultPrevented) return
    setClickedTrigger(event.currentTarget)
    requestOpen()
  }
  const triggerElement = isValidElement<TriggerProps>(trigger)
    ? cloneElement(trigger, { onClick: onTriggerClick, 'aria-haspopup': 'dialog', 'aria-expanded': isOpen } as TriggerProps)
    : null

  return (
    <>
      {triggerElement}
      <ModalDialog
        open={isOpen}
        onClose={close}
        labelledBy={headingId}
        feature="login-dialog"
        container={container ?? null}
        returnFocus={returnFocus ?? clickedTrigger}
      >
        <div ref={content}>{body}</div>
      </ModalDialog>
    </>
  )
}
