import { useParkadeStore, useTranslation } from '../sdk.ts'

/**
 * SPEC §2 language notice: after a country change with no stored language preference. Core's
 * language store shows it and hides it after 5 s; 'Keep this language' saves the preference,
 * 'Dismiss' closes it.
 */
export function LanguageNotice() {
  const { t } = useTranslation()
  const visible = useParkadeStore('language', (s) => s.noticeVisible)
  const keep = useParkadeStore('language', (s) => s.keep)
  const dismiss = useParkadeStore('language', (s) => s.dismiss)
  return (
    <div className="site-language-notice-region" role="status" aria-live="polite">
      {visible ? (
        <div className="site-language-notice">
          <p>{t('languageNotice.message')}</p>
          <div className="site-actions">
            <button type="button" className="site-button" onClick={keep}>
              {t('languageNotice.keep')}
            </button>
            <button type="button" className="site-button site-button-secondary" onClick={dismiss}>
              {t('languageNotice.dismiss')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
