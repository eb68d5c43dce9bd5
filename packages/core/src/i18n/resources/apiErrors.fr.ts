import type { ApiErrorTexts } from '../apiErrorTexts.ts'
import { accountApiErrorsFr } from './apiErrors/accountApiErrorsFr.ts'
import { bookingApiErrorsFr } from './apiErrors/bookingApiErrorsFr.ts'
import { commonApiErrorsFr } from './apiErrors/commonApiErrorsFr.ts'
import { eventApiErrorsFr } from './apiErrors/eventApiErrorsFr.ts'
import { parkApiErrorsFr } from './apiErrors/parkApiErrorsFr.ts'
import { paymentApiErrorsFr } from './apiErrors/paymentApiErrorsFr.ts'
import { searchApiErrorsFr } from './apiErrors/searchApiErrorsFr.ts'
import { signInApiErrorsFr } from './apiErrors/signInApiErrorsFr.ts'
import { vehicleApiErrorsFr } from './apiErrors/vehicleApiErrorsFr.ts'
import { walletApiErrorsFr } from './apiErrors/walletApiErrorsFr.ts'

// The API's error codes in French (same conventions as fr.ts: vouvoiement, U+00A0 before « : »,
// U+202F before « ; ! ? »). Only French pages load them: English pages show the API's own `detail`.
// A page fetches those any call may answer with core's French (commonApiErrorsFr) and the others
// with the French of the feature that shows them (apiErrors/*); this whole, typed against every
// code of the contract, is for the tests and a host that wants every French text at once.
export const apiErrorsFr: ApiErrorTexts = {
  ...commonApiErrorsFr,
  ...eventApiErrorsFr,
  ...vehicleApiErrorsFr,
  ...bookingApiErrorsFr,
  ...walletApiErrorsFr,
  ...paymentApiErrorsFr,
  park: { ...parkApiErrorsFr.park, ...searchApiErrorsFr.park },
  auth: { ...commonApiErrorsFr.auth, ...signInApiErrorsFr.auth, ...accountApiErrorsFr.auth },
  // Answered to the payment providers' servers and the sandbox's own pages: no page shows them.
  webhook: {
    not_configured: 'Les notifications de {{provider}} ne sont pas configurées sur ce serveur.',
    bad_signature: 'La signature ne correspond pas au contenu.',
    malformed: 'La notification n’a pas pu être lue.',
    stale: 'La notification a été signée il y a plus de {{seconds}}\u00a0secondes.',
    unknown_payment: 'Aucun paiement de ce serveur ne porte cette référence.',
    amount_mismatch: 'La notification indique un autre montant ou une autre devise que le paiement enregistré\u202f; rien n’a été crédité.',
  },
  sandbox: {
    transaction_not_found: 'Aucune transaction Paystack de test ne porte ce code d’accès.',
  },
}
