/** Parkade's mark and name; decorative inside a link that names the home page. */
export function Logo() {
  return (
    <span className="site-logo-mark" aria-hidden="true">
      <svg viewBox="0 0 32 32" width="28" height="28" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M11 25V7.5h6.5a5.25 5.25 0 0 1 0 10.5H11" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>Parkade</span>
    </span>
  )
}
