import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'
import { SCROLL_TOP_REPEAT_MS } from '../sdk.ts'

/**
 * SPEC §2: every route change scrolls to the top, and again at 100 ms and 500 ms — a lazy page
 * or late content can grow the document and leave the window scrolled after the first jump.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    const top = () => window.scrollTo(0, 0)
    top()
    const timers = SCROLL_TOP_REPEAT_MS.map((ms) => setTimeout(top, ms))
    return () => timers.forEach((timer) => clearTimeout(timer))
  }, [pathname])
  return null
}
