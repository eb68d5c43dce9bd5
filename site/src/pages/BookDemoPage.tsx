import { useState } from 'react'
import { useParkade, useTranslation, validateEmail } from '../sdk.ts'
import { demoCopy } from '../i18n/copy/demoCopy.ts'
import { formsCopy } from '../i18n/copy/formsCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { FormErrorSummary } from './FormErrorSummary.tsx'
import { FormField } from './FormField.tsx'
import { FormSent } from './FormSent.tsx'
import { MESSAGE_MAX, NAME_MAX, PHONE_PATTERN, SERVED_COUNTRIES, SPACES_MAX } from './formRules.ts'
import { useSelectedCountry } from './useSelectedCountry.ts'
import type { FieldErrors } from './useSiteForm.ts'
import { useSiteForm } from './useSiteForm.ts'

type Field = 'name' | 'email' | 'company' | 'phone' | 'country' | 'spaces' | 'message'

/** `/book-demo`: a demo request, validated here and by the API, stored (POST /demo-requests), confirmed. */
export default function BookDemoPage() {
  const { t, tm, language } = useTranslation()
  const { client } = useParkade()
  const copy = useSiteCopy(demoCopy).demo
  useSiteCopy(formsCopy)
  const country = useSelectedCountry()
  usePageMeta({ title: t('pages.bookDemo'), description: copy.meta })
  const servedCountry = SERVED_COUNTRIES.includes(country.code as never) ? (country.code ?? '') : ''
  const form = useSiteForm(
    { name: '', email: '', company: '', phone: '', country: servedCountry, spaces: '', message: '' },
    (v) => {
      const errors: FieldErrors<Field> = {}
      const required = t('validation.required')
      if (!v.name.trim()) errors.name = required
      else if (v.name.trim().length > NAME_MAX) errors.name = t('forms.tooLong', { max: NAME_MAX })
      const email = validateEmail(v.email)
      if (email) errors.email = tm(email)
      if (!v.company.trim()) errors.company = required
      else if (v.company.trim().length > NAME_MAX) errors.company = t('forms.tooLong', { max: NAME_MAX })
      if (v.phone.trim() && !PHONE_PATTERN.test(v.phone.trim())) errors.phone = t('forms.invalidPhone')
      if (!v.country) errors.country = required
      const spaces = v.spaces.trim()
      if (spaces && (!/^\d+$/.test(spaces) || Number(spaces) < 1 || Number(spaces) > SPACES_MAX)) {
        errors.spaces = t('forms.wholeNumber', { min: 1, max: new Intl.NumberFormat(language).format(SPACES_MAX) })
      }
      if (v.message.trim().length > MESSAGE_MAX) errors.message = t('forms.tooLong', { max: MESSAGE_MAX })
      return errors
    },
    (v) =>
      client.api.forms.demoRequest({
        name: v.name.trim(),
        email: v.email.trim(),
        company: v.company.trim(),
        country_code: v.country,
        ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
        ...(v.spaces.trim() ? { spaces: Number(v.spaces.trim()) } : {}),
        ...(v.message.trim() ? { message: v.message.trim() } : {}),
      }),
  )
  // The country may become known, or change, after the page opens (detected from the IP address):
  // the field follows it as long as the visitor has not chosen another.
  const [prefilledWith, setPrefilledWith] = useState(servedCountry)
  if (prefilledWith !== servedCountry) {
    setPrefilledWith(servedCountry)
    if (servedCountry && (!form.values.country || form.values.country === prefilledWith)) form.set('country')(servedCountry)
  }
  const invalid = Object.keys(form.errors).length > 0

  return (
    <div className="site-page site-article">
      <h1>{t('pages.bookDemo')}</h1>
      <p className="site-lead">{copy.lead}</p>
      <div className="site-columns">
        <section aria-labelledby="demo-form-title">
          <h2 id="demo-form-title">{copy.formTitle}</h2>
          {form.status === 'sent' ? (
            <FormSent detail={form.detail} />
          ) : (
            <form className="site-form" onSubmit={form.onSubmit} noValidate>
              <p className="site-hint">{t('forms.requiredHint')}</p>
              <FormErrorSummary invalid={invalid} failure={form.failure} />
              <FormField name="name" label={t('forms.name')} value={form.values.name} onChange={form.set('name')} error={form.errors.name} autoComplete="name" required />
              <FormField name="email" type="email" label={t('forms.email')} value={form.values.email} onChange={form.set('email')} error={form.errors.email} autoComplete="email" required />
              <FormField name="company" label={copy.company} value={form.values.company} onChange={form.set('company')} error={form.errors.company} autoComplete="organization" required />
              <FormField kind="select" name="country" label={copy.country} value={form.values.country} onChange={form.set('country')} error={form.errors.country} required>
                <option value="" />
                {SERVED_COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {t(`countries.${code}`)}
                  </option>
                ))}
              </FormField>
              <FormField name="phone" type="tel" label={t('forms.phone')} hint={t('forms.phoneHint')} value={form.values.phone} onChange={form.set('phone')} error={form.errors.phone} autoComplete="tel" />
              <FormField name="spaces" inputMode="numeric" label={copy.spaces} hint={copy.spacesHint} value={form.values.spaces} onChange={form.set('spaces')} error={form.errors.spaces} />
              <FormField kind="textarea" name="message" label={copy.message} value={form.values.message} onChange={form.set('message')} error={form.errors.message} />
              <p>
                <button type="submit" className="site-button" disabled={form.status === 'sending'}>
                  {form.status === 'sending' ? t('forms.sending') : copy.submit}
                </button>
              </p>
            </form>
          )}
        </section>
        <section aria-labelledby="demo-next-title">
          <h2 id="demo-next-title">{copy.nextTitle}</h2>
          <ol>
            {copy.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  )
}
