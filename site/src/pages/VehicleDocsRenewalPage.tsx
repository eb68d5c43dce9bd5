import { BUILTIN_REGION_COUNTRY_IDS, VEHICLE_DOCS_COUNTRY_CODE, useParkade, useTranslation, validateEmail } from '../sdk.ts'
import { formsCopy } from '../i18n/copy/formsCopy.ts'
import { vehicleDocsCopy } from '../i18n/copy/vehicleDocsCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { FormErrorSummary } from './FormErrorSummary.tsx'
import { FormField } from './FormField.tsx'
import { FormSent } from './FormSent.tsx'
import { MESSAGE_MAX, NAME_MAX, PHONE_PATTERN } from './formRules.ts'
import { useApiResource } from './useApiResource.ts'
import { useSelectedCountry } from './useSelectedCountry.ts'
import { useSiteForm } from './useSiteForm.ts'
import type { FieldErrors } from './useSiteForm.ts'

const DOCUMENTS = ['licence', 'roadworthiness', 'insurance', 'hackney'] as const
type DocumentKind = (typeof DOCUMENTS)[number]
// Nigerian plates: three letters (the registering area), three digits, two letters; spaces or dashes optional.
const PLATE_PATTERN = /^[A-Z]{3}[\s-]?\d{3}[\s-]?[A-Z]{2}$/i

type Field = 'name' | 'email' | 'phone' | 'plate' | 'state' | 'documents' | 'notes'

/**
 * `/vehicle-docs-renewal`: the Nigerian vehicle documents renewal (SPEC §1) — what can be renewed,
 * what it needs, and a request our agents answer; the request is stored by the API as a support
 * message (POST /contact) carrying the vehicle's details.
 */
export default function VehicleDocsRenewalPage() {
  const { t, tm } = useTranslation()
  const { client } = useParkade()
  const copy = useSiteCopy(vehicleDocsCopy).vehicleDocs
  useSiteCopy(formsCopy)
  const country = useSelectedCountry()
  usePageMeta({ title: t('pages.vehicleDocsRenewal'), description: copy.meta })
  const states = useApiResource('ng-states', () => client.stores.states.getState().load(BUILTIN_REGION_COUNTRY_IDS.NG))

  const form = useSiteForm(
    { name: '', email: '', phone: '', plate: '', state: '', documents: '', notes: '' },
    (v) => {
      const errors: FieldErrors<Field> = {}
      const required = t('validation.required')
      if (!v.name.trim()) errors.name = required
      else if (v.name.trim().length > NAME_MAX) errors.name = t('forms.tooLong', { max: NAME_MAX })
      const email = validateEmail(v.email)
      if (email) errors.email = tm(email)
      if (!v.phone.trim()) errors.phone = required
      else if (!PHONE_PATTERN.test(v.phone.trim())) errors.phone = t('forms.invalidPhone')
      if (!v.plate.trim()) errors.plate = required
      else if (!PLATE_PATTERN.test(v.plate.trim())) errors.plate = t('vehicleDocs.plateInvalid')
      if (!v.state) errors.state = required
      if (!v.documents) errors.documents = t('vehicleDocs.chooseDocument')
      if (v.notes.trim().length > MESSAGE_MAX - 500) errors.notes = t('forms.tooLong', { max: MESSAGE_MAX - 500 })
      return errors
    },
    (v) => {
      const plate = v.plate.trim().toUpperCase()
      const documents = v.documents
        .split(',')
        .map((d) => t(`vehicleDocs.documents.${d as DocumentKind}`))
        .join(', ')
      return client.api.forms.contact({
        name: v.name.trim(),
        email: v.email.trim(),
        subject: t('vehicleDocs.subject', { plate }),
        message: t('vehicleDocs.summary', { plate, state: v.state, documents, phone: v.phone.trim(), notes: v.notes.trim() }).trim(),
      })
    },
  )
  const chosen = new Set(form.values.documents.split(',').filter(Boolean))
  const toggle = (doc: DocumentKind) => {
    const next = new Set(chosen)
    if (next.has(doc)) next.delete(doc)
    else next.add(doc)
    form.set('documents')(DOCUMENTS.filter((d) => next.has(d)).join(','))
  }
  const invalid = Object.keys(form.errors).length > 0

  return (
    <div className="site-page site-article">
      <h1>{t('pages.vehicleDocsRenewal')}</h1>
      {country.code && country.code !== VEHICLE_DOCS_COUNTRY_CODE ? <p className="site-alert site-alert-info">{copy.onlyNigeria}</p> : null}
      <p className="site-lead">{copy.lead}</p>
      <div className="site-columns">
        <div>
          <section aria-labelledby="docs-what">
            <h2 id="docs-what">{copy.whatTitle}</h2>
            <ul>
              {DOCUMENTS.map((doc) => (
                <li key={doc}>{copy.documents[doc]}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="docs-needs">
            <h2 id="docs-needs">{copy.needsTitle}</h2>
            <ul>
              {copy.needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-labelledby="docs-form">
          <h2 id="docs-form">{copy.formTitle}</h2>
          {form.status === 'sent' ? (
            <FormSent detail={form.detail} />
          ) : (
            <form className="site-form" onSubmit={form.onSubmit} noValidate>
              <p className="site-hint">{copy.formIntro}</p>
              <p className="site-hint">{t('forms.requiredHint')}</p>
              <FormErrorSummary invalid={invalid} failure={form.failure} />
              <FormField name="name" label={t('forms.name')} value={form.values.name} onChange={form.set('name')} error={form.errors.name} autoComplete="name" required />
              <FormField name="email" type="email" label={t('forms.email')} value={form.values.email} onChange={form.set('email')} error={form.errors.email} autoComplete="email" required />
              <FormField name="phone" type="tel" label={t('forms.phone')} hint={t('forms.phoneHint')} value={form.values.phone} onChange={form.set('phone')} error={form.errors.phone} autoComplete="tel" required />
              <FormField name="plate" label={copy.plate} hint={copy.plateHint} value={form.values.plate} onChange={form.set('plate')} error={form.errors.plate} required />
              <FormField kind="select" name="state" label={copy.state} value={form.values.state} onChange={form.set('state')} error={form.errors.state} required>
                <option value="" />
                {(states.value ?? []).map((state) => (
                  <option key={state.id} value={state.name}>
                    {state.name}
                  </option>
                ))}
              </FormField>
              <fieldset className="site-field" aria-describedby={form.errors.documents ? 'docs-documents-error' : undefined}>
                <legend>
                  {copy.documentsLabel}
                  <span aria-hidden="true"> *</span>
                </legend>
                {DOCUMENTS.map((doc, i) => (
                  <label key={doc} className="site-check">
                    <input type="checkbox" name="documents" value={doc} checked={chosen.has(doc)} onChange={() => toggle(doc)} {...(i === 0 ? { 'data-field': 'documents' } : {})} />
                    {copy.documents[doc]}
                  </label>
                ))}
                {form.errors.documents ? (
                  <span id="docs-documents-error" className="site-field-error">
                    {form.errors.documents}
                  </span>
                ) : null}
              </fieldset>
              <FormField kind="textarea" name="notes" label={copy.notes} value={form.values.notes} onChange={form.set('notes')} error={form.errors.notes} rows={3} />
              <p>
                <button type="submit" className="site-button" disabled={form.status === 'sending'}>
                  {form.status === 'sending' ? t('forms.sending') : copy.submit}
                </button>
              </p>
            </form>
          )}
        </section>
      </div>
    </div>
  )
}
