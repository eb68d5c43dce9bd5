import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { useErrorReporter } from '../app/ErrorReporterContext.ts'
import { pageLoads } from '../routing/pageLoads.ts'
import { paths } from '../routing/paths.ts'
import { ErrorScreen } from './ErrorScreen.tsx'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'

/** The SPEC §4 error boundary with the site's texts, reporter and screen; a new path clears it. */
export function SiteErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const reporter = useErrorReporter()
  return (
    <PageErrorBoundary
      resetKey={pathname}
      reporter={reporter}
      onGoHome={() => void navigate(paths.home)}
      onRetry={pageLoads.retryFailed}
      renderScreen={(screen) => <ErrorScreen {...screen} />}
      texts={{
        title: t('screens.somethingWentWrong.title'),
        body: t('screens.somethingWentWrong.body'),
        tryAgain: t('screens.actions.tryAgain'),
        refresh: t('screens.actions.refresh'),
        goHome: t('screens.actions.goHome'),
        reloading: t('screens.reloading'),
      }}
    >
      {children}
    </PageErrorBoundary>
  )
}
