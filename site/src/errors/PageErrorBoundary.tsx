import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { ERROR_GO_HOME_AFTER_RETRIES, ERROR_RELOAD_DELAY_MS, isResourceError } from '../sdk.ts'
import type { ErrorReporter } from '../sdk.ts'
import { browser } from '../app/browser.ts'
import { claimAutoReload, releaseAutoReload } from './autoReload.ts'

export interface PageErrorTexts {
  title: string
  body: string
  tryAgain: string
  refresh: string
  goHome: string
  reloading: string
}

export interface PageErrorBoundaryProps {
  children: ReactNode
  /** The page's path: reaching another path clears the error (and the remembered auto reload). */
  resetKey: string
  texts: PageErrorTexts
  onGoHome: () => void
  /** Called before Try Again renders the page again (failed page chunks are fetched anew). */
  onRetry?: () => void
  reporter?: ErrorReporter | null
  /** Draws the screen (the site's ErrorScreen); a function so the boundary stays free of layout. */
  renderScreen: (props: { title: string; body: string; actions?: ReactNode }) => ReactNode
}

interface BoundaryState {
  error: Error | null
  /** How many times the driver asked to try again on this page. */
  retries: number
  reloading: boolean
}

/**
 * SPEC §4 error boundary. A resource error (maps, autocomplete, undefined property, fetch failure —
 * core's isResourceError) reloads the page by itself, once, 1 s later. Anything else, or the same
 * failure after that reload, shows 'Something went wrong' with Try Again and Refresh; 'Go Home'
 * appears once the driver has retried more than once.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, retries: 0, reloading: false }
  private timer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.reporter?.capture(error, { source: 'boundary', ...(info.componentStack ? { componentStack: info.componentStack } : {}) })
    if (isResourceError(error) && claimAutoReload()) {
      this.setState({ reloading: true })
      clearTimeout(this.timer)
      this.timer = setTimeout(() => browser.reload(), ERROR_RELOAD_DELAY_MS)
    }
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps) {
    if (previous.resetKey === this.props.resetKey) return
    if (this.state.error) {
      clearTimeout(this.timer)
      this.setState({ error: null, retries: 0, reloading: false })
    } else {
      releaseAutoReload()
    }
  }

  override componentWillUnmount() {
    clearTimeout(this.timer)
  }

  private tryAgain = () => {
    this.props.onRetry?.()
    this.setState((state) => ({ error: null, reloading: false, retries: state.retries + 1 }))
  }

  override render() {
    const { error, retries, reloading } = this.state
    if (!error) return this.props.children
    const { texts, renderScreen, onGoHome } = this.props
    if (reloading) return renderScreen({ title: texts.title, body: texts.reloading })
    return renderScreen({
      title: texts.title,
      body: texts.body,
      actions: (
        <>
          <button type="button" className="site-button" onClick={this.tryAgain}>
            {texts.tryAgain}
          </button>
          <button type="button" className="site-button site-button-secondary" onClick={() => browser.reload()}>
            {texts.refresh}
          </button>
          {retries > ERROR_GO_HOME_AFTER_RETRIES ? (
            <button
              type="button"
              className="site-button site-button-secondary"
              onClick={() => {
                this.setState({ error: null, retries: 0, reloading: false })
                onGoHome()
              }}
            >
              {texts.goHome}
            </button>
          ) : null}
        </>
      ),
    })
  }
}
