import type { ResourcePair } from '../registerSiteResources.ts'

// What search engines and link previews read of a page that the page itself does not say in one
// sentence: a park's and an event's description, and the price a park's listing starts from.
interface SeoCopy {
  seo: {
    parkTitle: string
    parkDescription: string
    parkDescriptionNoPrice: string
    priceFrom: string
    open24Hours: string
    openFromTo: string
    eventDescription: string
  }
}

const en: SeoCopy = {
  seo: {
    parkTitle: '{{name}}, {{city}}',
    parkDescription: 'Parking at {{name}}, {{address}}, {{city}}: {{price}}. {{hours}}. Book your space online and pay before you arrive.',
    parkDescriptionNoPrice: 'Parking at {{name}}, {{address}}, {{city}}. {{hours}}. Book your space online and pay before you arrive.',
    priceFrom: 'from {{price}}/hour',
    open24Hours: 'Open 24 hours',
    openFromTo: 'Open from {{open}} to {{close}}',
    eventDescription: '{{event}}, {{date}}, at {{venue}}, {{city}}: times, venue and parking you can book.',
  },
}

const fr: SeoCopy = {
  seo: {
    parkTitle: '{{name}}, {{city}}',
    parkDescription: 'Stationnement à {{name}}, {{address}}, {{city}} : {{price}}. {{hours}}. Réservez votre place en ligne et payez avant d’arriver.',
    parkDescriptionNoPrice: 'Stationnement à {{name}}, {{address}}, {{city}}. {{hours}}. Réservez votre place en ligne et payez avant d’arriver.',
    priceFrom: 'à partir de {{price}} de l’heure',
    open24Hours: 'Ouvert 24 h/24',
    openFromTo: 'Ouvert de {{open}} à {{close}}',
    eventDescription: '{{event}}, le {{date}}, {{venue}} ({{city}}) : horaires, lieu et parkings à réserver.',
  },
}

export const seoCopy: ResourcePair<SeoCopy> = { en, fr }
