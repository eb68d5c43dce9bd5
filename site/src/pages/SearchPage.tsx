import { useNavigate, useSearchParams } from 'react-router'
import { ParkSearch, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { readPlaceQuery } from '../routing/placeSearchPath.ts'
import { readStayQuery, stayQueryString } from '../routing/stayQuery.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

export interface SearchPageProps {
  /** 'search': /search, its own layout; 'parks-list': Find Parking in the main layout. */
  variant: 'search' | 'parks-list'
}

/**
 * `/search` and `/parks-list`: ParkSearch across the page; choosing a park opens /park/{slug} with the
 * stay searched (arrival, departure, vehicle). /search shows the parks on a map too: beside the list
 * from 900 px, behind a List/Map switch on phones (the list stays the primary, accessible view; the
 * map's code loads when it first shows).
 */
export default function SearchPage({ variant }: SearchPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const query = params.get('q') ?? ''
  const stay = readStayQuery(params)
  // A place chosen on the home page: its nearest parks first.
  const place = readPlaceQuery(params)
  const title = variant === 'search' ? t('pages.search') : t('pages.findParking')
  usePageMeta({ title, description: variant === 'search' ? t('site.meta.search') : t('site.meta.parksList') })
  return (
    <div className="site-page">
      <h1>{title}</h1>
      <ParkSearch
        key={place ? `${place.name}@${place.lat},${place.lng}` : query}
        initialQuery={query}
        {...(place ? { initialPlace: place } : {})}
        {...(stay.arrival ? { initialArrival: stay.arrival } : {})}
        {...(stay.departure ? { initialDeparture: stay.departure } : {})}
        map={variant === 'search'}
        // "View park" is a link to this address (new tab, share); a plain click navigates in the app.
        parkHref={(park, searched) => `${paths.park(park.slug)}${stayQueryString(searched)}`}
        onSelect={(park, searched) => void navigate(`${paths.park(park.slug)}${stayQueryString(searched)}`)}
      />
    </div>
  )
}
