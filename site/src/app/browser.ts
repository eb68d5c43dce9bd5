/**
 * The few browser actions the shell takes that a test must observe without performing them
 * (jsdom cannot reload). Everything else uses the DOM directly.
 */
export const browser = {
  reload(): void {
    window.location.reload()
  },
  /** sessionStorage, or null where it is denied (private mode, sandboxed frames). */
  session(): Storage | null {
    try {
      return window.sessionStorage
    } catch {
      return null
    }
  },
}
