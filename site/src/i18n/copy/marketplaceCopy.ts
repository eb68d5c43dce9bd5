import type { ResourcePair } from '../registerSiteResources.ts'

interface MarketplaceCopy {
  marketplacePage: {
    meta: string
    lead: string
    category: string
    allCategories: string
    categories: { 'monthly-pass': string; 'ev-charger': string; accessory: string; service: string }
    none: string
    seller: string
    inStock_one: string
    inStock_other: string
    soldOut: string
    details: string
    notFound: string
    back: string
    buyTitle: string
    buy: string
    ask: string
    askMessage: string
    detailMeta: string
  }
}

const en: MarketplaceCopy = {
  marketplacePage: {
    meta: 'Monthly parking passes, EV chargers, car accessories and services for drivers in your country.',
    lead: 'Monthly passes for the districts where you park every day, chargers for your electric car, and services from trusted sellers, priced in your currency.',
    category: 'Category',
    allCategories: 'All categories',
    categories: { 'monthly-pass': 'Monthly passes', 'ev-charger': 'EV chargers', accessory: 'Accessories', service: 'Services' },
    none: 'Nothing is on sale in {{country}} in this category yet.',
    seller: 'Sold by {{seller}}',
    inStock_one: '{{count}} available',
    inStock_other: '{{count}} available',
    soldOut: 'Sold out',
    details: 'See {{item}}',
    notFound: 'This item does not exist or has been removed.',
    back: 'Back to the marketplace',
    buyTitle: 'Interested?',
    ask: 'Ask about {{item}}',
    askMessage: 'I would like to buy “{{item}}” ({{price}}) from {{seller}}. Please put me in touch.',
    buy: 'Items are sold by their seller. Write to us with the item’s name and we will put you in touch, or ask about a business account if you need several.',
    detailMeta: '{{item}}, sold by {{seller}}.',
  },
}

const fr: MarketplaceCopy = {
  marketplacePage: {
    meta: 'Abonnements mensuels de stationnement, bornes de recharge, accessoires et services pour les conducteurs de votre pays.',
    lead: 'Des abonnements mensuels dans les quartiers où vous vous garez chaque jour, des bornes pour votre voiture électrique, et des services de vendeurs de confiance, au prix de votre devise.',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    categories: { 'monthly-pass': 'Abonnements mensuels', 'ev-charger': 'Bornes de recharge', accessory: 'Accessoires', service: 'Services' },
    none: 'Rien n’est encore en vente dans cette catégorie ici ({{country}}).',
    seller: 'Vendu par {{seller}}',
    inStock_one: '{{count}} disponible',
    inStock_other: '{{count}} disponibles',
    soldOut: 'Épuisé',
    details: 'Voir {{item}}',
    notFound: 'Cet article n’existe pas ou a été retiré.',
    back: 'Retour à la place de marché',
    buyTitle: 'Intéressé ?',
    ask: 'Se renseigner sur «\u202f{{item}}\u202f»',
    askMessage: 'Je souhaite acheter «\u202f{{item}}\u202f» ({{price}}) auprès de {{seller}}. Merci de me mettre en relation.',
    buy: 'Les articles sont vendus par leur vendeur. Écrivez-nous avec le nom de l’article et nous vous mettrons en relation, ou renseignez-vous sur le compte entreprise s’il vous en faut plusieurs.',
    detailMeta: '{{item}}, vendu par {{seller}}.',
  },
}

export const marketplaceCopy: ResourcePair<MarketplaceCopy> = { en, fr }
