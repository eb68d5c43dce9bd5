import { Logo } from './Logo.tsx'

/**
 * The header's frame with the logo, painted while the application's code arrives: `index.html`
 * carries the same markup inside `#root`, so a driver on a slow network sees the page begin at
 * once, and the loading screen keeps it in place until the real header replaces it.
 */
export function BootHeader() {
  return (
    <div className="site-header" aria-hidden="true">
      <div className="site-header-inner">
        <span className="site-logo">
          <Logo />
        </span>
      </div>
    </div>
  )
}
