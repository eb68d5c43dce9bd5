import type { paymentsEn } from './paymentsEn.ts'

// Core's French texts of paying and the payment gateways (react Checkout, Bookings),
// fetched only by a page in French (paymentsEn.ts has the English).
// The French rules of commonFr.ts apply; typed against the English shape.
export const paymentsFr: typeof paymentsEn = {
  payments: {
    payNow: 'Payer maintenant',
    payWith: 'Payer avec {{gateway}}',
    processing: 'Paiement en cours…',
    success: 'Paiement réussi',
    failed: 'Le paiement a échoué. Veuillez réessayer.',
    cancelled: 'Paiement annulé',
    cardEnding: '{{brand}} se terminant par {{last4}}',
    cardLabel: 'Coordonnées de la carte',
    cardHint: 'Votre carte est transmise au prestataire de paiement, jamais à nous.',
  },

  gateways: {
    paystack: { name: 'Paystack', description: 'Carte ou virement bancaire' },
    wave: { name: 'Wave', description: 'Paiement par mobile money' },
    stripe: { name: 'Stripe', description: 'Carte de crédit ou de débit' },
  },
}

// The API's refusals this feature shows, in French: added to a client's texts with the feature's.
export { paymentApiErrorsFr as apiErrors } from './apiErrors/paymentApiErrorsFr.ts'
