import { isResizeObserverLoopMessage } from './isResizeObserverLoopMessage.ts'

/** Where an error was seen. */
export type ErrorReportSource = 'error' | 'unhandledrejection' | 'boundary' | 'manual'

export interface ErrorReportContext {
  source: ErrorReportSource
  /** React's component stack, for errors an error boundary caught. */
  componentStack?: string
  /** Anything else the caller wants the monitoring to see (route, widget…). */
  extra?: Record<string, unknown>
}

export interface ErrorReporterOptions {
  /** Sends one error to the monitoring. Never called for the noise SPEC §8 ignores. */
  report: (error: Error, context: ErrorReportContext) => void
  /** More noise of the host's own: true drops the error. */
  ignore?: (error: Error, context: ErrorReportContext) => boolean
}

/** `window` fits; so does any EventTarget in tests. */
export interface ErrorEventSource {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void
}

export interface ErrorReporter {
  /**
   * Reports an error unless it is noise or already reported. A value that is not an Error is
   * reported only from `source: 'manual'`, wrapped in an Error. Returns whether it was reported.
   */
  capture(error: unknown, context?: Partial<ErrorReportContext>): boolean
  /**
   * Listens to uncaught errors and unhandled rejections of `target` (default: the global object,
   * when it has `addEventListener`). Returns the function that stops listening.
   */
  install(target?: ErrorEventSource): () => void
}

/**
 * SPEC §8 error reporting: one hook a site or partner points at its monitoring. It ignores the
 * ResizeObserver loop warnings and rejections whose reason is not an Error (a rejected
 * `undefined`, a cancelled request's string), and reports each Error once.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const reported = new WeakSet<Error>()

  function capture(error: unknown, partial: Partial<ErrorReportContext> = {}): boolean {
    const context: ErrorReportContext = { ...partial, source: partial.source ?? 'manual' }
    let value: Error
    if (error instanceof Error) value = error
    else if (context.source === 'manual' && error !== undefined && error !== null) value = new Error(String(error))
    else return false
    if (isResizeObserverLoopMessage(value.message) || reported.has(value)) return false
    if (options.ignore?.(value, context)) return false
    reported.add(value)
    try {
      options.report(value, context)
    } catch {
      // A failing monitoring call must not become an uncaught error that reports itself again.
    }
    return true
  }

  function onError(event: Event) {
    const { error, message } = event as Event & { error?: unknown; message?: unknown }
    // Chromium sends the ResizeObserver warning with no error object, only a message.
    if (isResizeObserverLoopMessage(message)) return
    if (error instanceof Error) capture(error, { source: 'error' })
    else if (typeof message === 'string' && message) capture(new Error(message), { source: 'error' })
  }

  function onRejection(event: Event) {
    const { reason } = event as Event & { reason?: unknown }
    if (reason instanceof Error) capture(reason, { source: 'unhandledrejection' })
  }

  return {
    capture,
    install(target) {
      const source = target ?? (typeof globalThis.addEventListener === 'function' ? (globalThis as unknown as ErrorEventSource) : null)
      if (!source) return () => {}
      source.addEventListener('error', onError)
      source.addEventListener('unhandledrejection', onRejection)
      return () => {
        source.removeEventListener('error', onError)
        source.removeEventListener('unhandledrejection', onRejection)
      }
    },
  }
}
