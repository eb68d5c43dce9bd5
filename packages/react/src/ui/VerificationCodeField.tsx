import { useTranslation } from '../i18n/useTranslation.ts'
import { TextField } from './TextField.tsx'
import type { TextFieldProps } from './TextField.tsx'
import { authTexts } from '../AuthForms/authTexts.ts'

export type VerificationCodeFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'autoComplete' | 'inputMode' | 'maxLength' | 'hint'>

/** The e-mailed code of email verification and password reset: numeric keyboard, one-time-code autofill. */
export function VerificationCodeField(props: VerificationCodeFieldProps) {
  const { t } = useTranslation()
  authTexts.useTexts()
  return (
    <TextField
      label={t('auth.verify.code')}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
      hint={t('auth.verify.codeHint')}
      {...props}
    />
  )
}
