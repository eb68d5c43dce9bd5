import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'

export interface ErrorScreenProps {
  title: string
  body: string
  /** Buttons and links under the message. */
  actions?: ReactNode
  /** Heading level: 1 when the screen is the whole page. */
  level?: 1 | 2
}

/**
 * The error screens of SPEC §8 ('Something went wrong', 'Loading Issue', 'Loading Error'). Texts
 * come in as props so the screen also works before the SDK's provider exists.
 */
export function ErrorScreen({ title, body, actions, level = 1 }: ErrorScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The page the driver was on is gone: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), [])
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="site-error-screen" role="alert">
      <Heading ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      <p>{body}</p>
      {actions ? <div className="site-actions">{actions}</div> : null}
    </div>
  )
}
