import type { eventsEn } from './eventsEn.ts'

// Core's French texts of the event booking (react EventBooking),
// fetched only by a page in French (eventsEn.ts has the English).
// The French rules of commonFr.ts apply; typed against the English shape.
export const eventsFr: typeof eventsEn = {
  events: {
    categories: {
      baseball: 'Baseball',
      basketball: 'Basket-ball',
      concert: 'Concert',
      conference: 'Conférence',
      festival: 'Festival',
      football: 'Football',
      hockey: 'Hockey',
      marathon: 'Marathon',
      motorsport: 'Sport automobile',
      rugby: 'Rugby',
      wrestling: 'Lutte',
    },
    bookParking: 'Réserver une place pour cet événement',
    accessCode: 'Code d’accès',
    noEvents: 'Aucun événement à venir.',
    loading: 'Chargement de l’événement…',
    notFound: 'Événement introuvable. Vérifiez le code de l’événement.',
    private: 'Cet événement est privé. Saisissez le code d’accès de votre invitation pour réserver une place.',
    openEvent: 'Ouvrir l’événement',
    about: 'À propos de cet événement',
    venue: 'Lieu',
    date: 'Date et heure',
    timeRange: 'Du {{start}} au {{end}}',
    parkingOpens: 'Ouverture du parking\u00a0: {{time}}',
    parks: 'Parkings près du lieu',
    noParks: 'Aucun parking ne prend encore de réservations pour cet événement.',
    perHour: '{{price}} l’heure',
    distance: 'À {{distance}} km',
    bookHere: 'Réserver ici',
    backToEvent: 'Retour à l’événement',
    bookingFor: 'Stationnement pour {{event}}',
    timesFilled: 'Horaires réglés pour cet événement\u00a0: du {{start}} au {{end}}. Vous pouvez les modifier.',
  },
}

// The API's refusals this feature shows, in French: added to a client's texts with the feature's.
export { eventApiErrorsFr as apiErrors } from './apiErrors/eventApiErrorsFr.ts'
