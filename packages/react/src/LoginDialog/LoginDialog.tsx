import { cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { MouseEvent, ReactElement } from 'react'
import { errorMessage } from '@parkade/core'
import type { AuthTokenResponse } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'
import { LoginForm } from './LoginForm.tsx'
import type { LoginLinkProps } from './LoginForm.tsx'
import { ModalDialog } from './ModalDialog.tsx'

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

/**
 * SPEC §2's login modal. Controlled (`open` + `onClose`), or uncontrolled with a `trigger`,
 * and optionally opened by any widget's 'auth-required' event. It closes after a successful login.
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
  const headingId = useId()
  const controlled = open !== undefined
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const isOpen = controlled ? open : ownOpen
  // Safari does not focus a clicked button, so the trigger is remembered rather than read from focus.
  const [clickedTrigger, setClickedTrigger] = useState<HTMLElement | null>(null)

  const requestOpen = () => {
    if (!controlled) setOwnOpen(true)
    onOpen?.()
  }
  const close = () => {
    if (!controlled) setOwnOpen(false)
    onClose?.()
  }

  const requestOpenRef = useRef(requestOpen)
  useLayoutEffect(() => {
    requestOpenRef.current = requestOpen
  })
  useEffect(() => {
    if (!autoOpenOnAuthRequired) return
    return client.events.on('auth-required', () => {
      setClickedTrigger(null)
      requestOpenRef.current()
    })
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
      setRedirectError(tmRef.current(errorMessage(error)))
      setClickedTrigger(null)
      requestOpenRef.current()
    })
    return () => {
      live = false
    }
  }, [client])

  // Leaving for another screen closes the dialog first, so focus is back on the page.
  const leaveWith = (handler: ((details: { email: string }) => void) | undefined) =>
    handler
      ? (details: { email: string }) => {
          close()
          handler(details)
        }
      : undefined
  const forgot = leaveWith(onForgotPassword)
  const create = leaveWith(onCreateAccount)

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
        <LoginForm
          key={redirectError ?? ''}
          {...links}
          initialError={redirectError}
          {...(forgot ? { onForgotPassword: forgot } : {})}
          {...(create ? { onCreateAccount: create } : {})}
          headingId={headingId}
          onLoggedIn={(answer) => {
            onLoggedIn?.(answer)
            close()
          }}
          onSocialLoggedIn={close}
          headerAction={
            <button type="button" className="pk-button-link" aria-label={t('login.close')} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          }
        />
      </ModalDialog>
    </>
  )
}
