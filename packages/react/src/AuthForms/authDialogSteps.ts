// The login dialog's later steps, one module: a driver who creates an account goes on to verify
// it, so they are fetched together (and compress together) the first time one is shown, with
// their texts (auth.*), which the dialog fetches before it shows one.
export { ForgotPasswordForm } from './ForgotPasswordForm.tsx'
export { RegisterForm } from './RegisterForm.tsx'
export { VerifyEmailForm } from './VerifyEmailForm.tsx'
export { authTexts } from './authTexts.ts'
