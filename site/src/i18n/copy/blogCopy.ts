import type { ResourcePair } from '../registerSiteResources.ts'

interface BlogCopy {
  blogPage: {
    meta: string
    lead: string
    by: string
    readMore: string
    none: string
    back: string
    tags: string
    nav: string
  }
}

const en: BlogCopy = {
  blogPage: {
    meta: 'Guides and news for drivers in Nigeria, Senegal, Canada and the United States: airport parking, match days, EV charging.',
    lead: 'Practical guides for drivers: airports, match days, electric cars and the cities we park in.',
    by: 'By {{author}}, {{date}}',
    readMore: 'Read “{{title}}”',
    none: 'No posts yet.',
    back: 'All posts',
    tags: 'Topics: {{tags}}',
    nav: 'Blog',
  },
}

const fr: BlogCopy = {
  blogPage: {
    meta: 'Guides et actualités pour les conducteurs au Sénégal, au Nigeria, au Canada et aux États-Unis : aéroports, jours de match, recharge électrique.',
    lead: 'Des guides pratiques pour les conducteurs : aéroports, jours de match, voitures électriques et les villes où nous nous garons.',
    by: 'Par {{author}}, le {{date}}',
    readMore: 'Lire « {{title}} »',
    none: 'Aucun article pour le moment.',
    back: 'Tous les articles',
    tags: 'Thèmes : {{tags}}',
    nav: 'Blog',
  },
}

export const blogCopy: ResourcePair<BlogCopy> = { en, fr }
