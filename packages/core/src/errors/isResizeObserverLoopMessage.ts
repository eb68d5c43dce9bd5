/**
 * What browsers report when a ResizeObserver callback resizes what it observes: a warning that
 * nothing is broken (the notifications arrive on the next frame), not an error to monitor.
 */
export const RESIZE_OBSERVER_LOOP_MESSAGES = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
] as const

/** True for the ResizeObserver loop warnings, whatever the browser prefixes them with ("Uncaught Error: …"). */
export function isResizeObserverLoopMessage(message: unknown): boolean {
  return typeof message === 'string' && RESIZE_OBSERVER_LOOP_MESSAGES.some((text) => message.includes(text))
}
