import type { ResourcePair } from '../registerSiteResources.ts'

interface DemoCopy {
  demo: {
    meta: string
    lead: string
    formTitle: string
    company: string
    country: string
    spaces: string
    spacesHint: string
    message: string
    submit: string
    nextTitle: string
    next: string[]
  }
}

const en: DemoCopy = {
  demo: {
    meta: 'Book a 30-minute demo of Parkade for your car park, venue or company, with our team in your time zone.',
    lead: 'Whether you run a car park in Ikeja, manage the parking of a stadium in Dakar or book parking for a team in Toronto, we will show you Parkade on your own use case in 30 minutes.',
    formTitle: 'Request your demo',
    company: 'Company or organisation',
    country: 'Country',
    spaces: 'Number of parking spaces',
    spacesHint: 'If you run or plan to list a car park.',
    message: 'What would you like to see?',
    submit: 'Request a demo',
    nextTitle: 'What happens next',
    next: [
      'We reply within two business days to agree a time.',
      'A 30-minute video call: your questions, your car park or your team.',
      'If Parkade fits, we help you set up the same week.',
    ],
  },
}

const fr: DemoCopy = {
  demo: {
    meta: 'Réservez une démonstration de 30 minutes de Parkade pour votre parking, votre site ou votre entreprise, avec notre équipe dans votre fuseau horaire.',
    lead: 'Que vous gériez un parking à Dakar, le stationnement d’un stade à Lagos ou les déplacements d’une équipe à Montréal, nous vous montrons Parkade sur votre propre cas en 30 minutes.',
    formTitle: 'Demandez votre démonstration',
    company: 'Entreprise ou organisation',
    country: 'Pays',
    spaces: 'Nombre de places de stationnement',
    spacesHint: 'Si vous gérez ou comptez inscrire un parking.',
    message: 'Que souhaitez-vous voir ?',
    submit: 'Demander une démonstration',
    nextTitle: 'La suite',
    next: [
      'Nous vous répondons sous deux jours ouvrés pour convenir d’un créneau.',
      'Un appel vidéo de 30 minutes : vos questions, votre parking ou votre équipe.',
      'Si Parkade vous convient, nous vous aidons à démarrer dans la semaine.',
    ],
  },
}

export const demoCopy: ResourcePair<DemoCopy> = { en, fr }
