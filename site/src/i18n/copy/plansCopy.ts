import type { ResourcePair } from '../registerSiteResources.ts'

interface PlansCopy {
  plans: {
    meta: string
    lead: string
    perMonth: string
    none: string
    subscribe: string
    subscribeHint: string
    ask: string
  }
}

const en: PlansCopy = {
  plans: {
    meta: 'Monthly Parkade plans for drivers and businesses, priced in your country’s currency.',
    lead: 'Park often? A monthly plan lowers what you pay for every booking. Prices are in your country’s currency; change the country from the header to see another.',
    perMonth: '{{price}} per month',
    none: 'There is no plan for {{country}} yet. Tell us what you need and we will let you know when one opens.',
    subscribe: 'Subscribe to {{plan}}',
    subscribeHint: 'Subscribing opens a request to our team, who confirm your plan and how it is billed within one business day.',
    ask: 'Ask about a plan',
  },
}

const fr: PlansCopy = {
  plans: {
    meta: 'Les formules mensuelles Parkade pour les conducteurs et les entreprises, au prix de la devise de votre pays.',
    lead: 'Vous vous garez souvent ? Une formule mensuelle réduit le prix de chaque réservation. Les prix sont dans la devise de votre pays ; changez de pays dans l’en-tête pour en voir un autre.',
    perMonth: '{{price}} par mois',
    none: 'Il n’y a pas encore de formule ici ({{country}}). Dites-nous ce qu’il vous faut et nous vous préviendrons dès qu’une formule ouvrira.',
    subscribe: 'S’abonner à {{plan}}',
    subscribeHint: 'L’abonnement ouvre une demande auprès de notre équipe, qui confirme votre formule et sa facturation sous un jour ouvré.',
    ask: 'Se renseigner sur une formule',
  },
}

export const plansCopy: ResourcePair<PlansCopy> = { en, fr }
