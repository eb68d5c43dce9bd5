import type { ReactNode } from 'react'

/** One term of a summary list and its value, side by side. */
export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="pk-row">
      <dt className="pk-strong">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
