import { useSearchParams } from 'react-router'
import { useParkade, useTranslation, validateEmail } from '../sdk.ts'
import { formsCopy } from '../i18n/copy/formsCopy.ts'
import { helpCopy } from '../i18n/copy/helpCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { FormErrorSummary } from './FormErrorSummary.tsx'
import { FormField } from './FormField.tsx'
import { FormSent } from './FormSent.tsx'
import { MESSAGE_MAX, NAME_MAX } from './formRules.ts'
import { useSiteForm } from './useSiteForm.ts'
import type { FieldErrors } from './useSiteForm.ts'

const SUBJECTS = ['booking', 'payment', 'account', 'plan', 'partner', 'press', 'other'] as const
type Subject = (typeof SUBJECTS)[number]
const MESSAGE_MIN = 10

/**
 * `/help` (Contact Us): a message to support, stored by the API (POST /contact) with the
 * signed-in driver linked to it. `?subject=plan&message=…` comes prefilled from the plans page.
 */
export default function HelpPage() {
  const { t, tm } = useTranslation()
  const { client } = useParkade()
  const copy = useSiteCopy(helpCopy).help
  useSiteCopy(formsCopy)
  const [params] = useSearchParams()
  usePageMeta({ title: t('pages.help'), description: copy.meta })
  const preset = params.get('subject')
  const form = useSiteForm(
    { name: '', email: '', subject: SUBJECTS.includes(preset as Subject) ? (preset as string) : '', message: params.get('message') ?? '' },
    (v) => {
      const errors: FieldErrors<'name' | 'email' | 'subject' | 'message'> = {}
      if (!v.name.trim()) errors.name = t('validation.required')
      else if (v.name.trim().length > NAME_MAX) errors.name = t('forms.tooLong', { max: NAME_MAX })
      const email = validateEmail(v.email)
      if (email) errors.email = tm(email)
      if (!v.subject) errors.subject = t('validation.required')
      if (!v.message.trim()) errors.message = t('validation.required')
      else if (v.message.trim().length < MESSAGE_MIN) errors.message = t('forms.tooShort', { min: MESSAGE_MIN })
      else if (v.message.trim().length > MESSAGE_MAX) errors.message = t('forms.tooLong', { max: MESSAGE_MAX })
      return errors
    },
    (v) =>
      client.api.forms.contact({
        name: v.name.trim(),
        email: v.email.trim(),
        subject: t(`help.subjects.${v.subject as Subject}`),
        message: v.message.trim(),
      }),
  )
  const invalid = Object.keys(form.errors).length > 0

  return (
    <div className="site-page site-article">
      <h1>{t('pages.help')}</h1>
      <p className="site-lead">{copy.lead}</p>
      <div className="site-columns">
        <section aria-labelledby="help-form-title">
          <h2 id="help-form-title">{copy.formTitle}</h2>
          {form.status === 'sent' ? (
            <FormSent detail={form.detail} onAgain={form.reset} />
          ) : (
            <form className="site-form" onSubmit={form.onSubmit} noValidate>
              <p className="site-hint">{t('forms.requiredHint')}</p>
              <FormErrorSummary invalid={invalid} failure={form.failure} />
              <FormField name="name" label={t('forms.name')} value={form.values.name} onChange={form.set('name')} error={form.errors.name} autoComplete="name" required />
              <FormField name="email" type="email" label={t('forms.email')} value={form.values.email} onChange={form.set('email')} error={form.errors.email} autoComplete="email" required />
              <FormField kind="select" name="subject" label={copy.subject} value={form.values.subject} onChange={form.set('subject')} error={form.errors.subject} required>
                <option value="">{copy.chooseSubject}</option>
                {SUBJECTS.map((s) => (
                  <option key={s} value={s}>
                    {copy.subjects[s]}
                  </option>
                ))}
              </FormField>
              <FormField kind="textarea" name="message" label={t('forms.message')} value={form.values.message} onChange={form.set('message')} error={form.errors.message} required />
              <p>
                <button type="submit" className="site-button" disabled={form.status === 'sending'}>
                  {form.status === 'sending' ? t('forms.sending') : t('forms.send')}
                </button>
              </p>
            </form>
          )}
        </section>
        <section aria-labelledby="help-faq-title">
          <h2 id="help-faq-title">{copy.faqTitle}</h2>
          <dl className="site-faq">
            {copy.faq.map((item) => (
              <div key={item.q}>
                <dt>{item.q}</dt>
                <dd>{item.a}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  )
}
