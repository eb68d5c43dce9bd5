import { Component, Suspense, lazy } from 'react'
import type { ReactNode } from 'react'
import { ERROR_RELOAD_DELAY_MS, isResourceError } from '../sdk.ts'
import type { ErrorReporter, ParkadeClient, TranslationKey } from '../sdk.ts'
import { ErrorScreen } from '../errors/ErrorScreen.tsx'
import { BootHeader } from '../shell/BootHeader.tsx'
import { claimAutoReload } from '../errors/autoReload.ts'
import { browser } from './browser.ts'

const App = lazy(() => import('./App.tsx'))

export interface AppLoaderProps {
  client: ParkadeClient
  reporter?: ErrorReporter | null
  /** The application's code, default the real one; tests hand in a failing or slow one. */
  app?: ReactNode
}

interface LoaderState {
  failed: boolean
  reloading: boolean
}

/**
 * Loads the application (router, shell, SDK components) as a chunk of its own. When that chunk
 * cannot arrive, the page says 'Loading Error' with Retry (SPEC §8) — after the one automatic
 * reload a fetch failure gets (SPEC §4). Texts come from the client's i18n: no provider yet.
 */
export class AppLoader extends Component<AppLoaderProps, LoaderState> {
  override state: LoaderState = { failed: false, reloading: false }
  private timer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(): Partial<LoaderState> {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.reporter?.capture(error, { source: 'boundary' })
    if (isResourceError(error) && claimAutoReload()) {
      this.setState({ reloading: true })
      this.timer = setTimeout(() => browser.reload(), ERROR_RELOAD_DELAY_MS)
    }
  }

  override componentWillUnmount() {
    clearTimeout(this.timer)
  }

  override render() {
    const { client, reporter = null } = this.props
    const t = (key: TranslationKey) => client.i18n.t(key)
    if (this.state.failed) {
      return (
        <main className="site-main site-main-auth">
          <ErrorScreen
            title={t('screens.loadingError.title')}
            body={this.state.reloading ? t('screens.reloading') : t('screens.loadingError.body')}
            actions={
              this.state.reloading ? null : (
                <button type="button" className="site-button" onClick={() => browser.reload()}>
                  {t('screens.actions.retry')}
                </button>
              )
            }
          />
        </main>
      )
    }
    return (
      <Suspense
        fallback={
          <>
            <BootHeader />
            <div className="site-boot" role="status" aria-live="polite">
              <span className="site-spinner-mark" aria-hidden="true" />
              <span>{t('common.loading')}</span>
            </div>
          </>
        }
      >
        {this.props.app ?? <App client={client} reporter={reporter} />}
      </Suspense>
    )
  }
}
