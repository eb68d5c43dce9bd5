/** A loading indicator, announced politely. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="site-spinner" role="status" aria-live="polite">
      <span className="site-spinner-mark" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
