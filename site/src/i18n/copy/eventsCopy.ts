import type { ResourcePair } from '../registerSiteResources.ts'

interface EventsCopy {
  eventsPage: {
    meta: string
    lead: string
    searchLabel: string
    searchPlaceholder: string
    none: string
    noneFor: string
    count_one: string
    count_other: string
    privateLink: string
    when: string
    parkingOpens: string
    venue: string
    bookParking: string
    details: string
    detailMeta: string
    parksTitle: string
    noParks: string
    notFound: string
    backToEvents: string
    bookingMeta: string
    privateMeta: string
    privateLead: string
    accessCode: string
    accessCodeHint: string
    open: string
    opening: string
    opened: string
  }
}

const en: EventsCopy = {
  eventsPage: {
    meta: 'Upcoming matches, concerts and conferences in your country, with parking you can book before you go.',
    lead: 'Matches, concerts, festivals and conferences with parking nearby. Book your space with the event and drive straight in.',
    searchLabel: 'Search events',
    searchPlaceholder: 'An event, a venue or a city',
    none: 'No upcoming events are listed in {{country}} right now.',
    noneFor: 'No upcoming event in {{country}} matches “{{query}}”.',
    count_one: '{{count}} upcoming event',
    count_other: '{{count}} upcoming events',
    privateLink: 'Have an access code for a private event?',
    when: 'When',
    parkingOpens: 'Parking opens at {{time}}',
    venue: 'Venue',
    bookParking: 'Book parking',
    details: 'Details of {{event}}',
    detailMeta: '{{event}} at {{venue}}: times, venue and parking you can book.',
    parksTitle: 'Parking near the venue',
    noParks: 'No car park near this venue takes bookings yet.',
    notFound: 'This event does not exist or is no longer listed.',
    backToEvents: 'All events',
    bookingMeta: 'Book parking for this event: the times are filled in from the event.',
    privateMeta: 'Open a private event with the access code its organiser gave you, and book your parking.',
    privateLead: 'Some events are not listed publicly: corporate days, weddings, VIP hospitality. The organiser gives guests an access code. Enter it here to open the event and book your parking.',
    accessCode: 'Access code',
    accessCodeHint: 'Letters, numbers and dashes, as written on your invitation.',
    open: 'Open the event',
    opening: 'Checking the code…',
    opened: 'Code accepted: {{event}}',
  },
}

const fr: EventsCopy = {
  eventsPage: {
    meta: 'Matchs, concerts et conférences à venir dans votre pays, avec un parking à réserver avant de partir.',
    lead: 'Matchs, concerts, festivals et conférences avec un parking à proximité. Réservez votre place avec l’événement et entrez directement.',
    searchLabel: 'Chercher un événement',
    searchPlaceholder: 'Un événement, un lieu ou une ville',
    none: 'Aucun événement à venir n’est proposé pour le moment ici ({{country}}).',
    noneFor: 'Aucun événement à venir ici ({{country}}) ne correspond à « {{query}} ».',
    count_one: '{{count}} événement à venir',
    count_other: '{{count}} événements à venir',
    privateLink: 'Vous avez un code d’accès pour un événement privé ?',
    when: 'Quand',
    parkingOpens: 'Ouverture du parking à {{time}}',
    venue: 'Lieu',
    bookParking: 'Réserver un parking',
    details: 'Détails de {{event}}',
    detailMeta: '{{event}}, {{venue}} : horaires, lieu et parkings à réserver.',
    parksTitle: 'Parkings près du lieu',
    noParks: 'Aucun parking près de ce lieu ne prend encore de réservations.',
    notFound: 'Cet événement n’existe pas ou n’est plus proposé.',
    backToEvents: 'Tous les événements',
    bookingMeta: 'Réservez votre parking pour cet événement : les horaires sont remplis à partir de l’événement.',
    privateMeta: 'Ouvrez un événement privé avec le code d’accès donné par son organisateur, et réservez votre parking.',
    privateLead: 'Certains événements ne sont pas publics : journées d’entreprise, mariages, espaces VIP. L’organisateur donne un code d’accès aux invités. Saisissez-le ici pour ouvrir l’événement et réserver votre parking.',
    accessCode: 'Code d’accès',
    accessCodeHint: 'Lettres, chiffres et tirets, tels qu’écrits sur votre invitation.',
    open: 'Ouvrir l’événement',
    opening: 'Vérification du code…',
    opened: 'Code accepté : {{event}}',
  },
}

export const eventsCopy: ResourcePair<EventsCopy> = { en, fr }
