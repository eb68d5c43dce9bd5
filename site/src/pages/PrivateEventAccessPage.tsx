import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { eventsTexts, useFormat, useParkade, useParkadeStore, useTranslation } from '../sdk.ts'
import type { ParkadeEvent } from '../sdk.ts'
import { eventsCopy } from '../i18n/copy/eventsCopy.ts'
import { formsCopy } from '../i18n/copy/formsCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { useLoginDialog } from '../shell/LoginDialogContext.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { FormErrorSummary } from './FormErrorSummary.tsx'
import { FormField } from './FormField.tsx'
import { useSiteForm } from './useSiteForm.ts'
import type { FieldErrors } from './useSiteForm.ts'

const CODE_PATTERN = /^[A-Za-z0-9-]{4,64}$/

/**
 * `/private-event-access`: an organiser's access code opens a private event (POST
 * /events/private-access). A signed-in driver's access is kept by the API, so booking follows at
 * once; a visitor logs in first, and the code is presented again for the new session.
 */
export default function PrivateEventAccessPage() {
  const { t, tm } = useTranslation()
  const { client } = useParkade()
  const { dateTime } = useFormat()
  const { openLogin } = useLoginDialog()
  const navigate = useNavigate()
  const copy = useSiteCopy(eventsCopy).eventsPage
  // The API's refusals of an access code (an unknown code, a private event) come with the events' texts.
  eventsTexts.useTexts()
  useSiteCopy(formsCopy)
  const signedIn = useParkadeStore('auth', (s) => s.token !== null)
  const [event, setEvent] = useState<ParkadeEvent | null>(null)
  const [wantsToBook, setWantsToBook] = useState(false)
  usePageMeta({ title: t('pages.privateEventAccess'), description: copy.privateMeta })

  const form = useSiteForm(
    { code: '' },
    (v): FieldErrors<'code'> => {
      const code = v.code.trim()
      if (!code) return { code: t('validation.required') }
      if (!CODE_PATTERN.test(code)) return { code: copy.accessCodeHint }
      return {}
    },
    async (v) => {
      const opened = await client.api.events.privateAccess({ access_code: v.code.trim() })
      setEvent(opened)
      return { detail: t('eventsPage.opened', { event: opened.name }) }
    },
  )

  // After the login the code is sent again, so the API keeps this driver's access, then booking opens.
  const code = form.values.code.trim()
  const regranting = useRef(false)
  useEffect(() => {
    if (!wantsToBook || !signedIn || !event || regranting.current) return
    regranting.current = true
    void client.api.events.privateAccess({ access_code: code }).then(
      () => navigate(paths.eventBooking(event.event_code)),
      () => {
        regranting.current = false
      },
    )
  }, [wantsToBook, signedIn, event, code, client, navigate])

  const book = () => {
    if (!event) return
    if (signedIn) void navigate(paths.eventBooking(event.event_code))
    else {
      setWantsToBook(true)
      openLogin()
    }
  }
  const invalid = Object.keys(form.errors).length > 0

  return (
    <div className="site-page site-article">
      <h1>{t('pages.privateEventAccess')}</h1>
      <p className="site-lead">{copy.privateLead}</p>
      {event ? (
        <section className="site-card" aria-labelledby="private-event-name">
          <p role="status">{tm(form.detail ?? '')}</p>
          <h2 id="private-event-name">{event.name}</h2>
          <p>{event.description}</p>
          <p>
            <time dateTime={event.starts_at}>{dateTime(event.starts_at)}</time> · {event.venue.name}, {event.venue.city}
          </p>
          <p>
            <button type="button" className="site-button" onClick={book}>
              {copy.bookParking}
            </button>
          </p>
        </section>
      ) : (
        <form className="site-form site-form-narrow" onSubmit={form.onSubmit} noValidate>
          <FormErrorSummary invalid={invalid} failure={form.failure} />
          <FormField name="code" label={copy.accessCode} hint={copy.accessCodeHint} value={form.values.code} onChange={form.set('code')} error={form.errors.code} autoComplete="off" required />
          <p>
            <button type="submit" className="site-button" disabled={form.status === 'sending'}>
              {form.status === 'sending' ? copy.opening : copy.open}
            </button>
          </p>
        </form>
      )}
      <p>
        <Link to={paths.events}>{copy.backToEvents}</Link>
      </p>
    </div>
  )
}
