import { createContext } from 'react'
import type { ToastKind, ToastPosition } from '../sdk.ts'

export interface Toast {
  id: number
  message: string
  kind: ToastKind
  position: ToastPosition
  durationMs: number
}

export interface ToastApi {
  /** Shows a message for the kind's duration and position (SPEC §9); returns its id. */
  show(message: string, kind?: ToastKind): number
  dismiss(id: number): void
}

export const ToastContext = createContext<ToastApi | null>(null)
