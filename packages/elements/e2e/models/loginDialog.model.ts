import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** What the login dialog and its sign-up and reset steps say, in each language. */
export const LOGIN_LABELS = {
  en: {
    login: 'Log in',
    email: 'Email',
    password: 'Password',
    createAccount: 'Create an account',
    register: 'Create your account',
    firstName: 'First name',
    lastName: 'Last name',
    registerSubmit: 'Create account',
    verify: 'Verify your email',
    code: 'Verification code',
    verifySubmit: 'Verify',
    forgot: 'Forgot password?',
    forgotTitle: 'Forgot your password?',
    sendCode: 'Send the code',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    resetSubmit: 'Reset password',
    doneTitle: 'Password reset',
    backToLogin: 'Back to login',
  },
  fr: {
    login: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    createAccount: 'Créer un compte',
    register: 'Créez votre compte',
    firstName: 'Prénom',
    lastName: 'Nom',
    registerSubmit: 'Créer mon compte',
    verify: 'Confirmez votre adresse e-mail',
    code: 'Code de vérification',
    verifySubmit: 'Vérifier',
    forgot: 'Mot de passe oublié\u202f?',
    forgotTitle: 'Mot de passe oublié\u202f?',
    sendCode: 'Envoyer le code',
    resetTitle: 'Choisissez un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    resetSubmit: 'Réinitialiser le mot de passe',
    doneTitle: 'Mot de passe réinitialisé',
    backToLogin: 'Retour à la connexion',
  },
} as const

export type LoginLabels = (typeof LOGIN_LABELS)[keyof typeof LOGIN_LABELS]

/** The page's one login dialog (in whichever element's shadow root it is drawn), step by step. */
export class LoginDialogModel {
  constructor(
    readonly page: Page,
    readonly labels: LoginLabels = LOGIN_LABELS.en,
  ) {}

  /** Every dialog on the page; there must never be more than one. */
  all(): Locator {
    return this.page.getByRole('dialog')
  }

  named(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true })
  }

  /** The focused element's accessible text, looked for through shadow roots. */
  focused(): Promise<{ tag: string; text: string; label: string }> {
    return this.page.evaluate(() => {
      let active = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      const id = active?.id
      const label = id ? (active?.getRootNode() as Document | ShadowRoot).querySelector(`label[for="${id}"]`)?.textContent ?? '' : ''
      return { tag: active?.tagName.toLowerCase() ?? '', text: active?.textContent?.trim() ?? '', label }
    })
  }

  /** Waits until the step's heading has the focus (each step takes it, so the driver hears where they are). */
  async expectFocusOnHeading(name: string) {
    await expect.poll(() => this.focused()).toMatchObject({ tag: 'h2', text: name })
  }

  /** From the login form: "Create an account", then the registration, up to the code step. */
  async register(driver: { firstName: string; lastName: string; email: string; password: string }): Promise<Locator> {
    const l = this.labels
    await this.named(l.login).getByRole('button', { name: l.createAccount }).click()
    const step = this.named(l.register)
    await this.expectFocusOnHeading(l.register)
    await step.getByLabel(l.firstName, { exact: true }).fill(driver.firstName)
    await step.getByLabel(l.lastName, { exact: true }).fill(driver.lastName)
    await step.getByLabel(l.email, { exact: true }).fill(driver.email)
    await step.getByLabel(l.password, { exact: true }).fill(driver.password)
    await step.getByRole('button', { name: l.registerSubmit, exact: true }).click()
    const verify = this.named(l.verify)
    await expect(verify).toBeVisible()
    await this.expectFocusOnHeading(l.verify)
    return verify
  }

  /** The code step: the e-mailed code, then Verify; the dialog closes signed in. */
  async verify(code: string) {
    const step = this.named(this.labels.verify)
    await step.getByLabel(this.labels.code, { exact: true }).fill(code)
    await step.getByRole('button', { name: this.labels.verifySubmit, exact: true }).click()
    await expect(this.all()).toHaveCount(0)
  }
}
