import type { AuthTokenResponse, ForgotPasswordRequest, LoginRequest, RegisterRequest, ResendVerificationRequest, ResetPasswordRequest, SocialLoginRequest, SocialLoginResponse, VerifyEmailRequest, VerifyEmailResponse } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { consumeCode, issueCode, recentCodeCount } from '../accounts/authCodes.ts'
import type { CodePurpose } from '../accounts/authCodes.ts'
import { codeMail } from '../accounts/codeMail.ts'
import { ANY_ACCOUNT, createThrottle } from '../accounts/throttle.ts'
import { findUserByEmail, findUserById, normalizeEmail, profileOf } from '../accounts/userProfile.ts'
import type { UserRow } from '../accounts/userProfile.ts'
import { IdTokenError, SIGN_IN_PROVIDERS } from '../auth/firebaseVerifier.ts'
import type { VerifiedIdToken } from '../auth/firebaseVerifier.ts'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts'
import { TOKEN_TTL_SECONDS } from '../auth/tokens.ts'
import { HttpError } from '../lib/HttpError.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { queueMail } from '../mail/queueMail.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

export const EMAIL_TAKEN = 'An account with this email already exists.'
export const INVALID_CREDENTIALS = 'Invalid email or password.'
export const INVALID_CODE = 'Invalid or expired code. Request a new one and try again.'
export const RESEND_ANSWER = 'If an account with this email is waiting for verification, a new code has been sent.'
export const FORGOT_ANSWER = 'If an account exists for this email, a password reset code has been sent.'
export const RESET_DONE = 'Your password has been reset. You can now log in.'
export const SOCIAL_EMAIL_MISMATCH = 'The email does not match the signed-in Google or Apple account.'
export const SOCIAL_PROVIDER_MISMATCH = 'The sign-in token is not from this provider. Please sign in again.'
export const SOCIAL_LINK_REQUIRED = 'Account linking required. Please contact support.'
export const SOCIAL_OTHER_METHOD = 'An account with this email already exists. Please sign in with your original method.'
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters'

// Field schemas shared by the bodies below.
const email = { type: 'string', format: 'email', maxLength: 320, description: 'E-mail address (case-insensitive).' } as const
const password = { type: 'string', minLength: 8, maxLength: 256, 'x-message': PASSWORD_TOO_SHORT } as const
const code = { type: 'string', pattern: '^[0-9]{6}$', 'x-message': 'code: must be the 6-digit code from the e-mail', example: '123456' } as const
const name = (field: string) => ({ type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': `${field}: must not be empty` }) as const
const countryCode = {
  type: 'string',
  pattern: '^[A-Za-z]{2}$',
  'x-message': 'country_id: must be a two-letter country code, e.g. NG',
  description: 'Two-letter country code.',
} as const
const phone = {
  type: 'string',
  pattern: '^\\+?[0-9][0-9 ()-]{4,24}$',
  'x-message': 'phone: must be a phone number, e.g. +234 803 123 4567',
} as const

const authTokenSchema = {
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    token_type: { type: 'string', enum: ['bearer'] },
    expires_in: { type: 'integer', description: 'Seconds until the token expires.' },
    user: { $ref: 'UserProfile#' },
  },
  required: ['access_token', 'token_type', 'expires_in', 'user'],
} as const
const messageSchema = { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] } as const

/** Registration, login, email verification, password reset and social login. */
export default async function authRoutes(app: FastifyInstance) {
  const { db } = app
  const throttle = createThrottle(db)

  const tokenAnswer = async (user: UserRow): Promise<AuthTokenResponse> => ({
    access_token: await app.tokens.sign(user.id, user.email),
    token_type: 'bearer',
    expires_in: TOKEN_TTL_SECONDS,
    user: profileOf(user),
  })

  // The code and its e-mail commit together: no mail for a code that was never stored, and no code nobody is sent.
  const sendCode = async (user: UserRow, purpose: CodePurpose, lang: Language) => {
    await db.transaction(async (tx) => {
      const issued = await issueCode(tx, app.serverSecret, user.id, purpose)
      const mailLang = user.language ?? lang
      await queueMail(tx, { to: user.email, kind: purpose, lang: mailLang, ...codeMail(purpose, issued, mailLang), code: issued })
    })
  }

  /** Countries are checked against the table, so a profile never points at a missing one. */
  const checkCountry = async (value: string | null | undefined): Promise<string | null> => {
    if (value === undefined || value === null) return null
    const code = value.toUpperCase()
    const { rows } = await db.query('SELECT 1 FROM countries WHERE code = $1', [code])
    if (!rows[0]) throw new HttpError(400, `country_id: "${value}" is not a listed country code`, { errors: [{ field: 'country_id', message: 'not a listed country code' }] })
    return code
  }

  app.post<{ Body: RegisterRequest }>(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        description:
          'Creates an email/password account and signs it in. A 6-digit verification code is sent to the email (see GET /dev/outbox in development).',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'password', 'first_name', 'last_name'],
          properties: { email, password, first_name: name('first_name'), last_name: name('last_name'), phone, country_id: countryCode },
        },
        response: { 201: authTokenSchema, ...errorResponses(400, 409, 415) },
      },
    },
    async (request, reply) => {
      const body = request.body
      const address = normalizeEmail(body.email)
      const country = await checkCountry(body.country_id)
      const lang = requestLanguage(request)
      const passwordHash = await hashPassword(body.password)
      let userId: number
      try {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO users (email, password_hash, first_name, last_name, phone, country_code, language, providers)
           VALUES ($1, $2, $3, $4, $5, $6, $7, ARRAY['password']) RETURNING id`,
          [address, passwordHash, body.first_name.trim(), body.last_name.trim(), body.phone?.trim() ?? null, country, lang],
        )
        userId = rows[0]!.id
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new HttpError(409, EMAIL_TAKEN)
        throw error
      }
      const user = (await findUserById(db, userId))!
      await sendCode(user, 'verify-email', lang)
      return reply.status(201).send(await tokenAnswer(user))
    },
  )

  app.post<{ Body: LoginRequest }>(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        description: `\`identifier\` is the email. Unknown email and wrong password get the same 401. After 5 failures in 15 minutes from one IP for one email, or 20 from all IPs together for one email, answers 429.`,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['identifier', 'password'],
          properties: {
            identifier: { type: 'string', minLength: 1, maxLength: 320, description: 'The email address.' },
            password: { type: 'string', minLength: 1, maxLength: 256 },
          },
        },
        response: { 200: authTokenSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const address = normalizeEmail(request.body.identifier)
      // Counted as a failure until it succeeds (see throttle.begin).
      await throttle.begin('login', address, request.ip)
      const user = await findUserByEmail(db, address)
      // A hash is checked even for an unknown email, so timing does not reveal accounts.
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyPasswordHash()))
      if (!user || !user.password_hash || !ok) {
        throw new HttpError(401, INVALID_CREDENTIALS, { headers: { 'www-authenticate': 'Bearer' } })
      }
      await throttle.clear('login', address, request.ip)
      return tokenAnswer(user)
    },
  )

  app.post<{ Body: VerifyEmailRequest }>(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify the email with the 6-digit code',
        body: { type: 'object', additionalProperties: false, required: ['email', 'code'], properties: { email, code } },
        response: {
          200: {
            type: 'object',
            properties: { token: { type: 'string' }, user: { $ref: 'UserProfile#' } },
            required: ['token', 'user'],
          },
          ...errorResponses(400, 429),
        },
      },
    },
    async (request): Promise<VerifyEmailResponse> => {
      const address = normalizeEmail(request.body.email)
      await throttle.begin('verify-email', address, request.ip)
      const user = await findUserByEmail(db, address)
      const ok = user
        ? await db.transaction(async (tx) => {
            const valid = await consumeCode(tx, app.serverSecret, user.id, 'verify-email', request.body.code)
            if (valid) await tx.query('UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1', [user.id])
            return valid
          })
        : false
      if (!ok || !user) throw new HttpError(400, INVALID_CODE)
      await throttle.clear('verify-email', address, request.ip)
      const verified = (await findUserById(db, user.id))!
      return { token: await app.tokens.sign(verified.id, verified.email), user: profileOf(verified) }
    },
  )

  app.post<{ Body: ResendVerificationRequest }>(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification code',
        description: 'Answers the same whether or not the email has an account, so it cannot be used to list accounts.',
        body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email } },
        response: { 200: messageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email)
      // At most 5 codes per 15 minutes; beyond that, silently nothing (same answer).
      if (user && !user.email_verified && (await recentCodeCount(db, user.id, 'verify-email')) < 5) {
        await sendCode(user, 'verify-email', requestLanguage(request))
      }
      return { detail: RESEND_ANSWER }
    },
  )

  app.post<{ Body: ForgotPasswordRequest }>(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset code',
        description: 'Answers the same whether or not the email has an account.',
        body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email } },
        response: { 200: messageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email)
      if (user && (await recentCodeCount(db, user.id, 'reset-password')) < 5) {
        await sendCode(user, 'reset-password', requestLanguage(request))
      }
      return { detail: FORGOT_ANSWER }
    },
  )

  app.post<{ Body: ResetPasswordRequest }>(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset code',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'code', 'new_password'],
          properties: { email, code, new_password: password },
        },
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const address = normalizeEmail(request.body.email)
      await throttle.begin('reset-password', address, request.ip)
      const user = await findUserByEmail(db, address)
      const passwordHash = await hashPassword(request.body.new_password)
      const ok = user
        ? await db.transaction(async (tx) => {
            const valid = await consumeCode(tx, app.serverSecret, user.id, 'reset-password', request.body.code)
            if (valid) {
              // Receiving the code proves the address: the email counts as verified.
              await tx.query(
                `UPDATE users SET password_hash = $2, email_verified = true, updated_at = now(),
                   providers = CASE WHEN 'password' = ANY(providers) THEN providers ELSE array_append(providers, 'password') END
                 WHERE id = $1`,
                [user.id, passwordHash],
              )
            }
            return valid
          })
        : false
      if (!ok) throw new HttpError(400, INVALID_CODE)
      await throttle.clear('reset-password', address, request.ip)
      await throttle.clear('login', address, request.ip)
      return { detail: RESET_DONE }
    },
  )

  app.post<{ Body: SocialLoginRequest }>(
    '/auth/social-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Google or Apple (Firebase)',
        description:
          'The server verifies `id_token` with firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set) and trusts only it: ' +
          '`firebase_uid`, `email` and `provider` must match the token. Creates the account on first sign-in. ' +
          'Linking rule: an existing account with the same email and no Google/Apple identity (a password account) is linked — answer `is_account_linked: true` — ' +
          'only when the provider verified the email (Google and Apple do); an unverified email answers 409 "Account linking required". ' +
          'An account already linked to another Google/Apple identity is not linked again: 409 "An account with this email already exists. Please sign in with your original method." ' +

          'After 5 refused tokens in 15 minutes from one IP, answers 429.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'firebase_uid', 'provider', 'id_token'],
          properties: {
            email,
            name: { type: 'string', maxLength: 200 },
            photo_url: { type: ['string', 'null'], maxLength: 2000 },
            firebase_uid: { type: 'string', minLength: 1, maxLength: 128 },
            provider: { type: 'string', enum: ['google', 'apple'] },
            id_token: { type: 'string', minLength: 1, maxLength: 8192, description: 'The Firebase ID token of the signed-in user.' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              access_token: { type: 'string' },
              is_new_user: { type: 'boolean' },
              is_account_linked: { type: 'boolean' },
              login_method: { type: 'string', enum: ['social'] },
              social_provider: { type: 'string', enum: ['google', 'apple'] },
              user: { $ref: 'UserProfile#' },
            },
            required: ['access_token', 'is_new_user', 'is_account_linked', 'login_method', 'social_provider', 'user'],
          },
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request): Promise<SocialLoginResponse> => {
      const body = request.body
      // Counted as a refused token before the (slow) verification, so a burst of concurrent
      // tokens cannot all pass the check before any failure is recorded (see throttle.begin).
      const attempt = await throttle.begin('social-login', ANY_ACCOUNT, request.ip)
      const refuse = (detail: string) => new HttpError(401, detail)
      let identity: VerifiedIdToken
      try {
        identity = await app.idTokenVerifier(body.id_token)
      } catch (error) {
        // The server missing its emulator/credentials is not the client's failure.
        if (error instanceof IdTokenError && error.reason === 'unavailable') {
          await attempt.succeeded()
          throw new HttpError(401, error.message)
        }
        throw refuse(error instanceof IdTokenError ? error.message : 'Social login failed. Please try again.')
      }
      if (identity.uid !== body.firebase_uid) throw refuse('The sign-in token does not belong to this user. Please sign in again.')
      if (!identity.email || identity.email !== normalizeEmail(body.email)) throw refuse(SOCIAL_EMAIL_MISMATCH)
      // The provider is the token's, not the body's: a Google answer is never recorded as Apple.
      const provider = identity.signInProvider ? SIGN_IN_PROVIDERS[identity.signInProvider] : undefined
      if (provider !== body.provider) throw refuse(SOCIAL_PROVIDER_MISMATCH)
      // A valid token matching its body is not a guess, whatever the account rules answer next.
      await attempt.succeeded()

      const result = await db.transaction(async (tx) => {
        const byUid = await tx.query<{ id: number }>('SELECT id FROM users WHERE firebase_uid = $1', [identity.uid])
        if (byUid.rows[0]) {
          await tx.query(
            `UPDATE users SET providers = CASE WHEN $2 = ANY(providers) THEN providers ELSE array_append(providers, $2) END,
               photo_url = COALESCE(photo_url, $3), updated_at = now() WHERE id = $1`,
            [byUid.rows[0].id, provider, identity.picture ?? body.photo_url ?? null],
          )
          return { userId: byUid.rows[0].id, isNew: false, linked: false }
        }
        const byEmail = await tx.query<{ id: number; firebase_uid: string | null }>('SELECT id, firebase_uid FROM users WHERE email = $1 FOR UPDATE', [identity.email])
        const existing = byEmail.rows[0]
        if (existing) {
          if (existing.firebase_uid) throw new HttpError(409, SOCIAL_OTHER_METHOD)
          // Linking on an unverified Firebase email would let anyone claim an existing account.
          if (!identity.emailVerified) throw new HttpError(409, SOCIAL_LINK_REQUIRED)
          await tx.query(
            `UPDATE users SET firebase_uid = $2, email_verified = true, photo_url = COALESCE(photo_url, $3), updated_at = now(),
               providers = CASE WHEN $4 = ANY(providers) THEN providers ELSE array_append(providers, $4) END
             WHERE id = $1`,
            [existing.id, identity.uid, identity.picture ?? body.photo_url ?? null, provider],
          )
          return { userId: existing.id, isNew: false, linked: true }
        }
        const fullName = (identity.name ?? body.name ?? '').trim()
        const [first = '', ...rest] = fullName.split(/\s+/)
        const created = await tx.query<{ id: number }>(
          `INSERT INTO users (email, first_name, last_name, photo_url, email_verified, firebase_uid, providers, language)
           VALUES ($1, $2, $3, $4, $5, $6, ARRAY[$7], $8) RETURNING id`,
          [identity.email, first, rest.join(' '), identity.picture ?? body.photo_url ?? null, identity.emailVerified, identity.uid, provider, requestLanguage(request)],
        )
        return { userId: created.rows[0]!.id, isNew: true, linked: false }
      })
      const user = (await findUserById(db, result.userId))!
      return {
        access_token: await app.tokens.sign(user.id, user.email),
        is_new_user: result.isNew,
        is_account_linked: result.linked,
        login_method: 'social',
        social_provider: provider,
        user: profileOf(user),
      }
    },
  )
}
