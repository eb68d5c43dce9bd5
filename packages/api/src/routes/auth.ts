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
import { ROUTES, errorMessage } from '@parkade/contract'
import type { AuthTokenResponse, SocialLoginResponse, VerifyEmailResponse } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

export const INVALID_CREDENTIALS = errorMessage('auth.invalid_credentials')
export const INVALID_CODE = errorMessage('auth.invalid_code')
export const RESEND_ANSWER = 'If an account with this email is waiting for verification, a new code has been sent.'
export const FORGOT_ANSWER = 'If an account exists for this email, a password reset code has been sent.'
export const RESET_DONE = 'Your password has been reset. You can now log in.'

/** Registration, login, email verification, password reset and social login. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
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
    if (!rows[0]) throw new HttpError('auth.country_unknown', { country: value }, { errors: [{ field: 'country_id', message: 'not a listed country code' }] })
    return code
  }

  app.route({
    ...contractRoute(app, ROUTES.register),
    handler: async (request, reply) => {
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
        if ((error as { code?: string }).code === '23505') throw new HttpError('auth.email_taken')
        throw error
      }
      const user = (await findUserById(db, userId))!
      await sendCode(user, 'verify-email', lang)
      return reply.status(201).send(await tokenAnswer(user))
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.login),
    handler: async (request) => {
      const address = normalizeEmail(request.body.identifier)
      // Counted as a failure until it succeeds (see throttle.begin).
      await throttle.begin('login', address, request.ip)
      const user = await findUserByEmail(db, address)
      // A hash is checked even for an unknown email, so timing does not reveal accounts.
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyPasswordHash()))
      if (!user || !user.password_hash || !ok) {
        throw new HttpError('auth.invalid_credentials', {}, { headers: { 'www-authenticate': 'Bearer' } })
      }
      await throttle.clear('login', address, request.ip)
      return tokenAnswer(user)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.verifyEmail),
    handler: async (request): Promise<VerifyEmailResponse> => {
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
      if (!ok || !user) throw new HttpError('auth.invalid_code')
      await throttle.clear('verify-email', address, request.ip)
      const verified = (await findUserById(db, user.id))!
      return { token: await app.tokens.sign(verified.id, verified.email), user: profileOf(verified) }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.resendVerification),
    handler: async (request) => {
      const user = await findUserByEmail(db, request.body.email)
      // At most 5 codes per 15 minutes; beyond that, silently nothing (same answer).
      if (user && !user.email_verified && (await recentCodeCount(db, user.id, 'verify-email')) < 5) {
        await sendCode(user, 'verify-email', requestLanguage(request))
      }
      return { detail: RESEND_ANSWER }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.forgotPassword),
    handler: async (request) => {
      const user = await findUserByEmail(db, request.body.email)
      if (user && (await recentCodeCount(db, user.id, 'reset-password')) < 5) {
        await sendCode(user, 'reset-password', requestLanguage(request))
      }
      return { detail: FORGOT_ANSWER }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.resetPassword),
    handler: async (request) => {
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
      if (!ok) throw new HttpError('auth.invalid_code')
      await throttle.clear('reset-password', address, request.ip)
      await throttle.clear('login', address, request.ip)
      return { detail: RESET_DONE }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.socialLogin),
    handler: async (request): Promise<SocialLoginResponse> => {
      const body = request.body
      // Counted as a refused token before the (slow) verification, so a burst of concurrent
      // tokens cannot all pass the check before any failure is recorded (see throttle.begin).
      const attempt = await throttle.begin('social-login', ANY_ACCOUNT, request.ip)
      let identity: VerifiedIdToken
      try {
        identity = await app.idTokenVerifier(body.id_token)
      } catch (error) {
        // The server missing its emulator/credentials is not the client's failure.
        if (error instanceof IdTokenError && error.reason === 'unavailable') {
          await attempt.succeeded()
          throw new HttpError(error.code, {}, { detail: error.message })
        }
        if (error instanceof IdTokenError) throw new HttpError(error.code, {}, { detail: error.message })
        throw new HttpError('auth.social_failed')
      }
      if (identity.uid !== body.firebase_uid) throw new HttpError('auth.social_user_mismatch')
      if (!identity.email || identity.email !== normalizeEmail(body.email)) throw new HttpError('auth.social_email_mismatch')
      // The provider is the token's, not the body's: a Google answer is never recorded as Apple.
      const provider = identity.signInProvider ? SIGN_IN_PROVIDERS[identity.signInProvider] : undefined
      if (provider !== body.provider) throw new HttpError('auth.social_provider_mismatch')
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
          if (existing.firebase_uid) throw new HttpError('auth.social_other_method')
          // Linking on an unverified Firebase email would let anyone claim an existing account.
          if (!identity.emailVerified) throw new HttpError('auth.social_link_required')
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
  })
}
