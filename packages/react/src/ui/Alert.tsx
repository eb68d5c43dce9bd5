import type { ReactNode } from 'react'

export interface AlertProps {
  tone?: 'error' | 'success' | 'info'
  children: ReactNode
  /** Shown beside the message, e.g. a Retry button. */
  action?: ReactNode
}

/** Errors interrupt (role=alert); success and information are announced politely. */
export function Alert({ tone = 'info', children, action }: AlertProps) {
  return (
    <div className={`pk-alert pk-alert-${tone} pk-row pk-between`} role={tone === 'error' ? 'alert' : 'status'}>
      <span>{children}</span>
      {action}
    </div>
  )
}
