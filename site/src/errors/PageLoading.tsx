import { browser } from '../app/browser.ts'
import { useTranslation } from '../sdk.ts'
import { pageLoads } from '../routing/pageLoads.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { ErrorScreen } from './ErrorScreen.tsx'
import { useResourceCheck } from './useResourceCheck.ts'

/**
 * The spinner a lazy page shows while its chunk arrives, with the resource check of SPEC §4:
 * every 2 s it looks whether the page chunks have arrived; at 15 s it gives up and says
 * 'Loading Issue', with a Refresh, in place of the spinner.
 */
export function PageLoading() {
  const { t } = useTranslation()
  const state = useResourceCheck(pageLoads.settled)
  if (state === 'gave-up') {
    return (
      <ErrorScreen
        level={2}
        title={t('screens.loadingIssue.title')}
        body={t('screens.loadingIssue.body')}
        actions={
          <button type="button" className="site-button" onClick={() => browser.reload()}>
            {t('screens.actions.refresh')}
          </button>
        }
      />
    )
  }
  return <Spinner label={t('screens.loadingPage')} />
}
