import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// Registering's, verifying's and a new password's refusals, in French: with those steps' French (authFr.ts).
export const accountApiErrorsFr = {
  auth: {
    email_taken: 'Un compte existe déjà avec cette adresse e-mail.',
    invalid_code: 'Code non valide ou expiré. Demandez-en un nouveau et réessayez.',
    country_unknown: 'Le pays «\u202f{{country}}\u202f» ne fait pas partie des pays proposés.',
  },
} satisfies ApiErrorTextsPart
