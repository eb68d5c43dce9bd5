export { RegisterForm } from './RegisterForm.tsx'
export type { RegisterFormProps } from './RegisterForm.tsx'
export { useRegister } from './useRegister.ts'
export type { RegisterField, RegisterResult, RegisterValues, UseRegisterOptions, UseRegisterResult } from './useRegister.ts'
export { VerifyEmailForm } from './VerifyEmailForm.tsx'
export type { VerifyEmailFormProps } from './VerifyEmailForm.tsx'
export { useVerifyEmail } from './useVerifyEmail.ts'
export type { UseVerifyEmailOptions, UseVerifyEmailResult, VerifyEmailField, VerifyEmailResult } from './useVerifyEmail.ts'
export { ForgotPasswordForm } from './ForgotPasswordForm.tsx'
export type { ForgotPasswordFormProps } from './ForgotPasswordForm.tsx'
export { useForgotPassword } from './useForgotPassword.ts'
export type {
  ForgotPasswordField,
  ForgotPasswordResult,
  ForgotPasswordStep,
  UseForgotPasswordOptions,
  UseForgotPasswordResult,
} from './useForgotPassword.ts'
export { PasswordField } from './PasswordField.tsx'
export type { PasswordFieldProps } from './PasswordField.tsx'
export { useCooldown } from './useCooldown.ts'
export type { Cooldown } from './useCooldown.ts'
export { RESEND_COOLDOWN_SECONDS } from './authFormRules.ts'
