import { useContext } from 'react'
import { ToastContext } from './ToastContext.ts'
import type { ToastApi } from './ToastContext.ts'

export function useToasts(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToasts needs <ToastProvider>')
  return api
}
