import { describe, expect, it } from 'vitest'
import { I18N_NAMESPACE, ParkadeApiError, SPEC_MESSAGES, createI18n, describeError, loadCoreTexts, walletApiErrorsFr } from '@parkade/core'
import { errorEvent, paymentFailedEvent } from '../provider/errorEvent.ts'

// What a host's parkade:error and parkade:payment-failed listeners get: the message as the driver
// was told it, in the widget's language, and a code that is the same in every language.
await loadCoreTexts('fr')
// With the refusals of paying from the wallet, as the checkout's French brings them.
const french = createI18n('fr').addResourceBundle('fr', I18N_NAMESPACE, { apiErrors: walletApiErrorsFr }, true, false)
const english = createI18n('en')

const scriptFailed = describeError(SPEC_MESSAGES.paymentScriptLoadFailed)
const refused = describeError(new ParkadeApiError('Insufficient wallet balance.', { kind: 'http', status: 402, code: 'wallet.insufficient_balance' }))

describe('the events of a failure', () => {
  it('give the SDK’s own failure in the widget’s language, its text’s key as its code', () => {
    expect(errorEvent(scriptFailed, 'checkout', french)).toEqual({ message: 'Impossible de charger le module de paiement', code: 'errors.payment.scriptLoadFailed', widget: 'checkout' })
    expect(errorEvent(scriptFailed, 'checkout', english)).toMatchObject({ message: 'Failed to load payment script', code: 'errors.payment.scriptLoadFailed' })
  })

  it('give an API refusal by its code, in the widget’s language, the code unchanged', () => {
    expect(paymentFailedEvent(refused, french)).toEqual({ message: 'Solde du portefeuille insuffisant.', code: 'wallet.insufficient_balance' })
    expect(errorEvent(refused, 'checkout', english)).toMatchObject({ message: 'Insufficient wallet balance.', code: 'wallet.insufficient_balance' })
    expect(paymentFailedEvent(scriptFailed, english, { reference: 'PKD_1', provider: 'wave' })).toEqual({ message: 'Failed to load payment script', code: 'errors.payment.scriptLoadFailed', reference: 'PKD_1', provider: 'wave' })
  })

  it('pass a server’s own sentence as it came, with no code', () => {
    expect(paymentFailedEvent({ message: 'Payment declined by the bank.' }, french)).toEqual({ message: 'Payment declined by the bank.' })
  })
})
