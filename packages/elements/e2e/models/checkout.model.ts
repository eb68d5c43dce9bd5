import type { Locator, Page } from '@playwright/test'

export const CHECKOUT_LABELS = {
  en: { continue: 'Continue', plate: 'Plate number', signIn: 'Sign in to book', pay: /^Pay /, signedIn: 'You are signed in. You can finish your booking.', payment: 'Review and pay', qr: /^QR code of booking PK-/ },
  fr: {
    continue: 'Continuer',
    plate: 'Numéro d’immatriculation',
    signIn: 'Se connecter pour réserver',
    pay: /^Payer /,
    signedIn: 'Connexion réussie. Vous pouvez terminer votre réservation.',
    payment: 'Vérifier et payer',
    qr: /^Code QR de la réservation PK-/,
  },
} as const

export type CheckoutLabels = (typeof CHECKOUT_LABELS)[keyof typeof CHECKOUT_LABELS]

/** `<parkade-checkout>` (or a checkout inside another element) as a driver sees it. */
export class CheckoutModel {
  readonly host: Locator
  constructor(
    readonly page: Page,
    selector = 'parkade-checkout',
    readonly labels: CheckoutLabels = CHECKOUT_LABELS.en,
  ) {
    this.host = page.locator(selector)
  }

  /** Times as they are, a new plate, up to the payment step. */
  async toPayment(plate: string) {
    await this.host.getByRole('button', { name: this.labels.continue, exact: true }).click()
    await this.host.getByLabel(this.labels.plate, { exact: true }).fill(plate)
    await this.host.getByRole('button', { name: this.labels.continue, exact: true }).click()
  }

  payButton(): Locator {
    return this.host.getByRole('button', { name: this.labels.pay })
  }

  /** The confirmation's QR code: the width its picture arrived with, 0 until it has (or if it could not). */
  qrCodeWidth(): Promise<number> {
    return this.host.getByRole('img', { name: this.labels.qr }).evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))
  }
}
