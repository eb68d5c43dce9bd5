import { useEffect, useState } from 'react'

/**
 * False in the first render, true once mounted: what only a browser can draw (a map) waits for it,
 * so a page rendered on a server hydrates with the same markup and draws it just after.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render after mounting is the point
  useEffect(() => setMounted(true), [])
  return mounted
}
