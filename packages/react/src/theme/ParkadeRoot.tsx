import { useLayoutEffect, useRef } from 'react'
import type { HTMLAttributes, ReactNode } from 'react'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { adoptStyles } from './adoptStyles.ts'

export interface ParkadeRootProps extends HTMLAttributes<HTMLElement> {
  /** The feature's name, used as a class (`parkade-park-search`). */
  feature: string
  as?: 'div' | 'section'
  children?: ReactNode
}

/** The outer element of every component: styles, theme and language, nothing from the host. */
export function ParkadeRoot({ feature, as: Tag = 'div', className, children, ...rest }: ParkadeRootProps) {
  const { theme } = useParkade()
  const language = useParkadeStore('language', (s) => s.language)
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    if (ref.current) adoptStyles(ref.current)
  }, [])
  return (
    <Tag
      ref={ref as never}
      className={['parkade', `parkade-${feature}`, className].filter(Boolean).join(' ')}
      data-parkade-theme={theme}
      lang={language}
      {...rest}
    >
      {children}
    </Tag>
  )
}
