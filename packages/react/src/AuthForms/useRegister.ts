import { useCallback, useEffect, useMemo, useState } from 'react'
import { validateEmail, validatePassword } from '@parkade/core'
import type { RegisterRequest, RequestStatus } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { phoneErrorKey, requiredErrorKey } from './authFormRules.ts'
import { useAsyncAction } from './useAsyncAction.ts'
import { useFieldErrors } from './useFieldErrors.ts'

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'phone' | 'country'

export interface RegisterValues {
  firstName: string
  lastName: string
  email: string
  password: string
  /** Optional. */
  phone: string
  /** Two-letter code; starts as the selected country. */
  country: string
}

export type RegisterResult = { ok: true; email: string } | { ok: false; reason: 'invalid'; field: RegisterField } | { ok: false; reason: 'server'; message: string }

export interface UseRegisterOptions {
  /** The email to start with (e.g. what was typed in the login dialog). */
  email?: string
  /** The account exists and its token is stored; the site goes on to verify the email. */
  onRegistered?: (details: { email: string }) => void
}

export interface UseRegisterResult {
  values: RegisterValues
  setField: (field: RegisterField, value: string) => void
  touch: (field: RegisterField) => void
  /** Messages in the user's language, for fields touched or after a submit. */
  errors: Partial<Record<RegisterField, string>>
  serverError: string | null
  pending: boolean
  /** Set once the account is created. */
  registered: { email: string } | null
  /** The countries to choose from, named in the user's language. */
  countries: { code: string; name: string }[]
  countriesStatus: RequestStatus
  retryCountries: () => void
  submit: () => Promise<RegisterResult>
}

const FIELD_ORDER: RegisterField[] = ['firstName', 'lastName', 'email', 'password', 'phone', 'country']

/**
 * The registration form's logic: first and last name, email and password (SPEC §5 rules), an
 * optional phone and the country; core's auth store stores the token (and emits 'login').
 */
export function useRegister(options: UseRegisterOptions = {}): UseRegisterResult {
  const { client } = useParkade()
  const { t, tm, language } = useTranslation()
  const selectedCountry = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  const countryList = useParkadeStore('countries', (s) => s.countries)
  const countriesStatus = useParkadeStore('countries', (s) => s.status)
  const [values, setValues] = useState<Omit<RegisterValues, 'country'> & { country: string | null }>({
    firstName: '',
    lastName: '',
    email: options.email ?? '',
    password: '',
    phone: '',
    country: null,
  })
  const [registered, setRegistered] = useState<{ email: string } | null>(null)
  const shown = useFieldErrors<RegisterField>()
  const request = useAsyncAction()

  useEffect(() => {
    const countries = client.stores.countries.getState()
    if (countries.status === 'idle') void countries.load()
  }, [client])

  const resolved: RegisterValues = { ...values, country: values.country ?? selectedCountry ?? '' }

  const countries = useMemo(
    () =>
      countryList
        .map((country) => ({ code: country.code.toUpperCase(), name: language === 'fr' && country.name_fr ? country.name_fr : country.name }))
        .sort((a, b) => a.name.localeCompare(b.name, language)),
    [countryList, language],
  )

  const keyMessage = (key: Parameters<typeof t>[0] | undefined) => (key ? t(key) : undefined)
  const coreMessage = (message: string | undefined) => (message ? tm(message) : undefined)
  const allErrors: Partial<Record<RegisterField, string | undefined>> = {
    firstName: keyMessage(requiredErrorKey(resolved.firstName)),
    lastName: keyMessage(requiredErrorKey(resolved.lastName)),
    email: coreMessage(validateEmail(resolved.email)),
    password: coreMessage(validatePassword(resolved.password)),
    phone: keyMessage(phoneErrorKey(resolved.phone)),
  }
  const submit = async (): Promise<RegisterResult> => {
    shown.showAll()
    const invalid = FIELD_ORDER.find((field) => allErrors[field])
    if (invalid) return { ok: false, reason: 'invalid', field: invalid }
    const email = resolved.email.trim()
    const body: RegisterRequest = {
      email,
      password: resolved.password,
      first_name: resolved.firstName.trim(),
      last_name: resolved.lastName.trim(),
      ...(resolved.phone.trim() ? { phone: resolved.phone.trim() } : {}),
      ...(resolved.country ? { country_id: resolved.country } : {}),
    }
    const outcome = await request.run(() => client.stores.auth.getState().register(body))
    if (!outcome.ok) return { ok: false, reason: 'server', message: outcome.message }
    setValues((current) => ({ ...current, password: '' }))
    setRegistered({ email })
    options.onRegistered?.({ email })
    return { ok: true, email }
  }

  return {
    values: resolved,
    setField: useCallback((field: RegisterField, value: string) => setValues((current) => ({ ...current, [field]: value })), []),
    touch: shown.touch,
    errors: shown.visible(allErrors),
    serverError: request.error,
    pending: request.pending,
    registered,
    countries,
    countriesStatus,
    retryCountries: useCallback(() => void client.stores.countries.getState().load(), [client]),
    submit,
  }
}
