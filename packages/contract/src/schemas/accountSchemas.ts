import type { Static } from 'typebox'
import { Type } from 'typebox'
import { PASSWORD_MIN_LENGTH } from '../domain/limits.ts'
import { SOCIAL_PROVIDERS } from '../domain/statuses.ts'
import { phonePattern } from './commonSchemas.ts'
import { IsoDateTime, Nullable, Shared, StringEnum } from './helpers.ts'

export const SocialProviderSchema = StringEnum(SOCIAL_PROVIDERS)

export const UserProfile = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    phone: Nullable(Type.String()),
    country_id: Nullable(Type.String(), { description: 'Two-letter country code.' }),
    country: Nullable(Type.Object({ code: Type.String(), name: Type.String() })),
    language: Nullable(StringEnum(['en', 'fr'] as const)),
    photo_url: Nullable(Type.String()),
    email_verified: Type.Boolean(),
    auth_providers: Type.Array(StringEnum(['password', ...SOCIAL_PROVIDERS] as const)),
    created_at: IsoDateTime(),
  },
  { $id: 'UserProfile' },
)
const UserProfileRef = Shared(UserProfile)

// Field schemas shared by the bodies below; `x-message` is the sentence a failing field answers.
const email = Type.String({ format: 'email', maxLength: 320, description: 'E-mail address (case-insensitive).', examples: ['ada@example.com'] })
const password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256, 'x-message': `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
const code = Type.String({ pattern: '^[0-9]{6}$', 'x-message': 'code: must be the 6-digit code from the e-mail', examples: ['123456'] })
const name = (field: string) => Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': `${field}: must not be empty` })
const countryCode = Type.String({
  pattern: '^[A-Za-z]{2}$',
  'x-message': 'country_id: must be a two-letter country code, e.g. NG',
  description: 'Two-letter country code.',
  examples: ['NG'],
})
const phone = Type.String({ ...phonePattern, 'x-message': 'phone: must be a phone number, e.g. +234 803 123 4567' })

export const RegisterRequest = Type.Object(
  {
    email,
    password,
    first_name: name('first_name'),
    last_name: name('last_name'),
    phone: Type.Optional(phone),
    country_id: Type.Optional(countryCode),
  },
  { additionalProperties: false },
)

export const LoginRequest = Type.Object(
  {
    identifier: Type.String({ minLength: 1, maxLength: 320, description: 'The email address.', examples: ['ada@example.com'] }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
)

export const AuthTokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: StringEnum(['bearer'] as const),
  expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
  user: UserProfileRef,
})

export const VerifyEmailRequest = Type.Object({ email, code }, { additionalProperties: false })
export const VerifyEmailResponse = Type.Object({ token: Type.String(), user: UserProfileRef })
export const EmailRequest = Type.Object({ email }, { additionalProperties: false })
export const ResetPasswordRequest = Type.Object({ email, code, new_password: password }, { additionalProperties: false })

export const SocialLoginRequest = Type.Object(
  {
    email,
    name: Type.Optional(Type.String({ maxLength: 200 })),
    photo_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    firebase_uid: Type.String({ minLength: 1, maxLength: 128 }),
    provider: SocialProviderSchema,
    id_token: Type.String({ minLength: 1, maxLength: 8192, description: 'The Firebase ID token of the signed-in user.' }),
  },
  { additionalProperties: false },
)

export const SocialLoginResponse = Type.Object({
  access_token: Type.String(),
  is_new_user: Type.Boolean(),
  is_account_linked: Type.Boolean(),
  login_method: StringEnum(['social'] as const),
  social_provider: SocialProviderSchema,
  user: UserProfileRef,
})

export const UpdateProfileRequest = Type.Object(
  {
    first_name: Type.Optional(name('first_name')),
    last_name: Type.Optional(name('last_name')),
    phone: Type.Optional(Type.Unsafe<string | null>({ ...phonePattern, type: ['string', 'null'], 'x-message': 'phone: must be a phone number, e.g. +234 803 123 4567' })),
    country_id: Type.Optional(
      Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^[A-Za-z]{2}$', 'x-message': 'country_id: must be a two-letter country code, e.g. NG' }),
    ),
    language: Type.Optional(Type.Unsafe<'en' | 'fr' | null>({ type: ['string', 'null'], enum: ['en', 'fr', null] })),
  },
  { additionalProperties: false },
)

export type UserProfile = Static<typeof UserProfile>
export type RegisterRequest = Static<typeof RegisterRequest>
export type LoginRequest = Static<typeof LoginRequest>
export type AuthTokenResponse = Static<typeof AuthTokenResponse>
export type VerifyEmailRequest = Static<typeof VerifyEmailRequest>
export type VerifyEmailResponse = Static<typeof VerifyEmailResponse>
export type EmailRequest = Static<typeof EmailRequest>
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>
export type SocialLoginRequest = Static<typeof SocialLoginRequest>
export type SocialLoginResponse = Static<typeof SocialLoginResponse>
export type UpdateProfileRequest = Static<typeof UpdateProfileRequest>
