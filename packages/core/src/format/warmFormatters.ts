import { dateTimeFormat, numberFormat } from './intlFormatters.ts'

/** Runs a task when the main thread has nothing else to do (the page waiting for the network), else soon; returns its cancel. */
type Schedule = (task: () => void) => () => void

const whenIdle: Schedule = (task) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}

/**
 * The first Intl number and date formatters a page builds load the locale data: on a phone,
 * longer than the whole render of a page. Built in idle tasks of their own (one each, so neither
 * blocks input for long), while the page waits for its data, that cost is not paid inside the
 * render that shows the first price, distance or opening time. The data is shared by every
 * locale, so one is enough. Returns a function that cancels what has not run yet.
 */
export function warmFormatters(locale: string, schedule: Schedule = whenIdle): () => void {
  let cancel = () => {}
  const build = (make: () => unknown) => () => {
    try {
      make()
    } catch {
      // A locale the runtime does not know: the formatters fall back on their own when used.
    }
  }
  cancel = schedule(
    build(() => {
      numberFormat(locale).format(0)
      // The options of a park's opening hours: the formatter built here is the one the page uses.
      cancel = schedule(build(() => dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(0)))
    }),
  )
  return () => cancel()
}
