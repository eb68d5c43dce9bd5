import { useCallback, useEffect, useRef } from 'react'
import { MENU_MODAL_DELAY_MS } from '../sdk.ts'

/**
 * SPEC §2: a modal opened from a menu opens 100 ms later, once the menu has closed and handed
 * focus back, so the modal's focus trap starts from a settled page.
 */
export function useAfterMenuClose(): (open: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback((open: () => void) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(open, MENU_MODAL_DELAY_MS)
  }, [])
}
