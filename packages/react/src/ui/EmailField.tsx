import { useTranslation } from '../i18n/useTranslation.ts'
import { TextField } from './TextField.tsx'
import type { TextFieldProps } from './TextField.tsx'
import { loginTexts } from '../LoginDialog/loginTexts.ts'

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'inputMode'>

/** The email input of every sign-in form: one label, one keyboard, one autofill hint. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation()
  loginTexts.useTexts()
  return <TextField label={t('login.email')} name="email" type="email" autoComplete="email" inputMode="email" {...props} />
}
