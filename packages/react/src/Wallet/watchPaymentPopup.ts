export interface PaymentPopupWatch {
  /** The popup came back to our origin with a payment reference in its URL. */
  onReturn(search: URLSearchParams): void
  /** The popup was closed before it came back. */
  onClosed(): void
  intervalMs?: number
}

/**
 * Polls a payment popup: it is readable again once the provider sends it back to our own origin
 * (the return URL); until then reading its location throws, which we ignore. Returns a stop function.
 */
export function watchPaymentPopup(popup: Window, { onReturn, onClosed, intervalMs = 500 }: PaymentPopupWatch): () => void {
  const timer = setInterval(() => {
    if (popup.closed) {
      stop()
      onClosed()
      return
    }
    let href: string | undefined
    try {
      href = popup.location.href
    } catch {
      return // Still on the provider's origin.
    }
    if (!href || href === 'about:blank') return
    const search = new URL(href).searchParams
    if (!search.get('reference') && !search.get('trxref')) return
    stop()
    popup.close()
    onReturn(search)
  }, intervalMs)
  const stop = () => clearInterval(timer)
  return stop
}
