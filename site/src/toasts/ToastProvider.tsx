import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { TOAST_DURATION_MS, TOAST_POSITION, useTranslation } from '../sdk.ts'
import type { ToastKind, ToastPosition } from '../sdk.ts'
import { ToastContext } from './ToastContext.ts'
import type { Toast, ToastApi } from './ToastContext.ts'

const POSITIONS: ToastPosition[] = ['top-center', 'top-right']

/**
 * Toasts with the durations and positions of SPEC §9. Both regions are in the page from the
 * start (empty), so a screen reader announces what appears in them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (message: string, kind: ToastKind = 'default') => {
      const id = nextId.current++
      const toast: Toast = { id, message, kind, position: TOAST_POSITION[kind], durationMs: TOAST_DURATION_MS[kind] }
      setToasts((list) => [...list, toast])
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), toast.durationMs),
      )
      return id
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      {POSITIONS.map((position) => (
        <div key={position} className={`site-toasts site-toasts-${position}`} role="status" aria-live="polite" aria-label={t('toasts.region')} data-position={position}>
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <div key={toast.id} className="site-toast" data-kind={toast.kind}>
                <p>{toast.message}</p>
                <button type="button" className="site-toast-close" onClick={() => dismiss(toast.id)}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{t('toasts.dismiss')}</span>
                </button>
              </div>
            ))}
        </div>
      ))}
    </ToastContext.Provider>
  )
}
