import { I18N_NAMESPACE } from '../i18n/namespace.ts'
import type { ParkadeI18n } from '../i18n/ParkadeI18n.ts'
import { loginEn } from '../i18n/resources/loginEn.ts'
import { loginFr } from '../i18n/resources/loginFr.ts'

/** `instance` with the login's texts in both languages, as once a login form has shown: a failed sign-in's are there. */
export function withLoginTexts(instance: ParkadeI18n): ParkadeI18n {
  return instance.addResourceBundle('en', I18N_NAMESPACE, { login: loginEn.login }, true, false).addResourceBundle('fr', I18N_NAMESPACE, { login: loginFr.login }, true, false)
}
