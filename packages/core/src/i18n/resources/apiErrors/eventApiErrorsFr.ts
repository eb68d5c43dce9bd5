import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// An event's refusals, in French: with the events' French (eventsFr.ts).
export const eventApiErrorsFr = {
  event: {
    not_found: 'Événement introuvable.',
    private: 'Cet événement est privé. Saisissez son code d’accès pour le voir.',
    access_code_unknown: 'Aucun événement ne correspond à ce code d’accès.',
  },
} satisfies ApiErrorTextsPart
