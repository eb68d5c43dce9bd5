import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'

export interface AccountLoginPromptProps {
  /** Named in the 'auth-required' event. */
  widget: string
  /** Called with the event, e.g. to open the host's login dialog. */
  onLogin?: () => void
}

/** SPEC §2: account pages without a token ask the driver to sign in. */
export function AccountLoginPrompt({ widget, onLogin }: AccountLoginPromptProps) {
  const { t } = useTranslation()
  const { emit } = useParkade()
  return (
    <div className="pk-card pk-stack">
      <p>{t('account.loginPrompt')}</p>
      <div>
        <button
          type="button"
          className="pk-button"
          onClick={() => {
            emit('auth-required', { widget, reason: 'login-required' })
            onLogin?.()
          }}
        >
          {t('account.loginToContinue')}
        </button>
      </div>
    </div>
  )
}
