import { THROTTLE_MAX_FAILURES, THROTTLE_MAX_FAILURES_PER_ACCOUNT, THROTTLE_WINDOW_MINUTES } from '../domain/limits.ts'
import {
  AuthTokenResponse,
  EmailRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SocialLoginRequest,
  SocialLoginResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '../schemas/accountSchemas.ts'
import { MessageResponse } from '../schemas/commonSchemas.ts'
import { defineRoute, ok, problems } from './defineRoute.ts'

const bodyErrors = [400, 413, 415] as const

export const register = defineRoute({
  operationId: 'register',
  method: 'POST',
  path: '/api/v1/auth/register',
  auth: 'none',
  tags: ['auth'],
  summary: 'Create an account',
  description: 'Creates an email/password account and signs it in. A 6-digit verification code is sent to the email (see GET /dev/outbox in development).',
  body: RegisterRequest,
  responses: { 201: ok(AuthTokenResponse, 'The account, signed in.'), ...problems(...bodyErrors, 409) },
})

export const login = defineRoute({
  operationId: 'login',
  method: 'POST',
  path: '/api/v1/auth/login',
  auth: 'none',
  tags: ['auth'],
  summary: 'Log in with email and password',
  description:
    `\`identifier\` is the email. Unknown email and wrong password get the same 401. After ${THROTTLE_MAX_FAILURES} failures in ${THROTTLE_WINDOW_MINUTES} minutes ` +
    `from one IP for one email, or ${THROTTLE_MAX_FAILURES_PER_ACCOUNT} from all IPs together for one email, answers 429.`,
  body: LoginRequest,
  responses: { 200: ok(AuthTokenResponse, 'Signed in.'), ...problems(...bodyErrors, 401, 429) },
})

export const verifyEmail = defineRoute({
  operationId: 'verifyEmail',
  method: 'POST',
  path: '/api/v1/auth/verify-email',
  auth: 'none',
  tags: ['auth'],
  summary: 'Verify the email with the 6-digit code',
  body: VerifyEmailRequest,
  responses: { 200: ok(VerifyEmailResponse, 'Verified and signed in.'), ...problems(...bodyErrors, 429) },
})

export const resendVerification = defineRoute({
  operationId: 'resendVerification',
  method: 'POST',
  path: '/api/v1/auth/resend-verification',
  auth: 'none',
  tags: ['auth'],
  summary: 'Send a new verification code',
  description: 'Answers the same whether or not the email has an account, so it cannot be used to list accounts.',
  body: EmailRequest,
  responses: { 200: ok(MessageResponse, 'The same sentence for every email.'), ...problems(...bodyErrors) },
})

export const forgotPassword = defineRoute({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/api/v1/auth/forgot-password',
  auth: 'none',
  tags: ['auth'],
  summary: 'Send a password reset code',
  description: 'Answers the same whether or not the email has an account.',
  body: EmailRequest,
  responses: { 200: ok(MessageResponse, 'The same sentence for every email.'), ...problems(...bodyErrors) },
})

export const resetPassword = defineRoute({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/v1/auth/reset-password',
  auth: 'none',
  tags: ['auth'],
  summary: 'Set a new password with the reset code',
  body: ResetPasswordRequest,
  responses: { 200: ok(MessageResponse, 'The password was reset.'), ...problems(...bodyErrors, 429) },
})

export const socialLogin = defineRoute({
  operationId: 'socialLogin',
  method: 'POST',
  path: '/api/v1/auth/social-login',
  auth: 'none',
  tags: ['auth'],
  summary: 'Sign in with Google or Apple (Firebase)',
  description:
    'The server verifies `id_token` with firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set) and trusts only it: ' +
    '`firebase_uid`, `email` and `provider` must match the token. Creates the account on first sign-in. ' +
    'Linking rule: an existing account with the same email and no Google/Apple identity (a password account) is linked — answer `is_account_linked: true` — ' +
    'only when the provider verified the email (Google and Apple do); an unverified email answers 409 `auth.social_link_required`. ' +
    'An account already linked to another Google/Apple identity is not linked again: 409 `auth.social_other_method`. ' +
    `After ${THROTTLE_MAX_FAILURES} refused tokens in ${THROTTLE_WINDOW_MINUTES} minutes from one IP, answers 429.`,
  body: SocialLoginRequest,
  responses: { 200: ok(SocialLoginResponse, 'Signed in.'), ...problems(...bodyErrors, 401, 409, 429) },
})
