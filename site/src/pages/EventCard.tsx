import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useFormat } from '../sdk.ts'
import type { ParkadeEvent } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { useEventCategory } from './useEventCategory.ts'

export interface EventCardProps {
  event: ParkadeEvent
  /** The card's heading, at its level in the page. */
  heading: 'h2' | 'h3'
  /** The accessible name of the link to the event's page, as the page words it. */
  linkLabel: string
  className: string
  /** After the details, e.g. the events page's "Book parking". */
  children?: ReactNode
}

/** An event as a list item: its category, its name linking to its page, when and where. */
export function EventCard({ event, heading: Heading, linkLabel, className, children }: EventCardProps) {
  const { dateTime } = useFormat()
  const categoryName = useEventCategory()
  return (
    <li className={`site-card ${className}`}>
      <p className="site-badge">{categoryName(event.category)}</p>
      <Heading>
        <Link to={paths.event(event.event_code)} aria-label={linkLabel}>
          {event.name}
        </Link>
      </Heading>
      <p>
        <time dateTime={event.starts_at}>{dateTime(event.starts_at)}</time>
      </p>
      <p className="site-hint">
        {event.venue.name}, {event.venue.city}
      </p>
      {children}
    </li>
  )
}
