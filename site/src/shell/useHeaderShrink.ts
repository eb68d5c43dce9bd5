import { useEffect, useState } from 'react'
import { HEADER_SHRINK_SCROLL_PX } from '../sdk.ts'

/** SPEC §2: the header shrinks once the page is scrolled more than 20 px. */
export function useHeaderShrink(threshold: number = HEADER_SHRINK_SCROLL_PX): boolean {
  const [shrunk, setShrunk] = useState(false)
  useEffect(() => {
    const update = () => setShrunk(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return shrunk
}
