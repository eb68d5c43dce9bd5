import type { ResourcePair } from '../registerSiteResources.ts'

interface ParkingTypeCopy {
  meta: string
  lead: string
  tipsTitle: string
  tips: string[]
}

interface ParkingTypesCopy {
  parkingTypes: {
    listTitle: string
    listIntro: string
    none: string
    seeAll: string
    book: string
    details: string
    spaces: string
    open24: string
    hours: string
    from: string
    airport: ParkingTypeCopy
    city: ParkingTypeCopy
    stadium: ParkingTypeCopy
    station: ParkingTypeCopy
  }
}

const en: ParkingTypesCopy = {
  parkingTypes: {
    listTitle: 'Car parks in {{country}}',
    listIntro: 'Prices are for a car; choose another vehicle type when you book.',
    none: 'No car park of this kind is listed in {{country}} yet. Try another country from the header, or search every park.',
    seeAll: 'Search every park',
    book: 'Book at {{park}}',
    details: 'Details of {{park}}',
    spaces: '{{count}} spaces free of {{capacity}}',
    open24: 'Open 24 hours',
    hours: 'Open {{open}}–{{close}}',
    from: 'From {{price}} per hour',
    airport: {
      meta: 'Book airport parking in Lagos, Abuja, Dakar, Toronto, Vancouver, New York and Atlanta: short and long stay, paid in advance.',
      lead: 'Start your trip without circling the terminal. Book a space at or near the airport, see the full price before you pay, and drive in with your QR code.',
      tipsTitle: 'Airport parking tips',
      tips: [
        'For an international flight, aim to be parked three hours before departure.',
        'For trips of several days, compare the daily price of long-stay parks: they cost much less than short stay.',
        'Note your terminal before you book: Lagos and Toronto have parks serving different terminals.',
      ],
    },
    city: {
      meta: 'Book city-centre parking in Victoria Island, the Plateau in Dakar, downtown Toronto and Manhattan, by the hour or the day.',
      lead: 'Meetings, shopping, a night out: book a city-centre space before you leave, and stop looking for one when you arrive.',
      tipsTitle: 'City parking tips',
      tips: [
        'Weekday mornings fill up first: book the day before for a 9 am meeting.',
        'Check the park’s opening hours if you will collect your car late.',
        'Working in the same district every day? A monthly pass from the marketplace costs less.',
      ],
    },
    stadium: {
      meta: 'Book parking near stadiums in Lagos, Abuja, Dakar, Toronto and Atlanta for match days and concerts.',
      lead: 'On match days the roads around the stadium close early and every space goes. Book yours with the event, and walk in with the crowd instead of looking for a space.',
      tipsTitle: 'Match-day tips',
      tips: [
        'Book from the event page: your times are filled in from kick-off and the end of the match.',
        'Arrive at least an hour early; some roads close before kick-off.',
        'After the final whistle, a park a short walk away often gets you out faster.',
      ],
    },
    station: {
      meta: 'Book parking at train and bus stations in Lagos, Dakar, Toronto and New York, for a day or a week.',
      lead: 'Park at the station and take the train or the bus into town. Book a space for the day or the week, and be sure of it before you leave home.',
      tipsTitle: 'Station parking tips',
      tips: [
        'Commuting? Book the whole week at once and cancel the days you do not need: each refund goes to your wallet.',
        'Keep your booking code at hand: some station barriers read the QR code, others ask for the code.',
        'Stations near Dakar’s Train Express Régional fill up early on weekdays.',
      ],
    },
  },
}

const fr: ParkingTypesCopy = {
  parkingTypes: {
    listTitle: 'Parkings au pays : {{country}}',
    listIntro: 'Prix pour une voiture ; choisissez un autre type de véhicule au moment de réserver.',
    none: 'Aucun parking de ce type n’est encore proposé ici ({{country}}). Choisissez un autre pays dans l’en-tête, ou cherchez parmi tous les parkings.',
    seeAll: 'Chercher parmi tous les parkings',
    book: 'Réserver à {{park}}',
    details: 'Détails de {{park}}',
    spaces: '{{count}} places libres sur {{capacity}}',
    open24: 'Ouvert 24 h/24',
    hours: 'Ouvert de {{open}} à {{close}}',
    from: 'À partir de {{price}} de l’heure',
    airport: {
      meta: 'Réservez votre parking d’aéroport à Dakar, Lagos, Abuja, Montréal, Toronto, New York et Atlanta : courte et longue durée, payé à l’avance.',
      lead: 'Commencez votre voyage sans tourner autour du terminal. Réservez une place à l’aéroport ou à côté, voyez le prix complet avant de payer, et entrez avec votre code QR.',
      tipsTitle: 'Conseils pour l’aéroport',
      tips: [
        'Pour un vol international, soyez garé trois heures avant le départ.',
        'Pour un voyage de plusieurs jours, comparez le prix à la journée des parkings longue durée : ils coûtent bien moins cher.',
        'Repérez votre terminal avant de réserver : à Lagos et Toronto, des parkings différents desservent chaque terminal.',
      ],
    },
    city: {
      meta: 'Réservez un parking en centre-ville sur le Plateau à Dakar, à Victoria Island, au centre de Toronto ou à Manhattan, à l’heure ou à la journée.',
      lead: 'Rendez-vous, courses, sortie : réservez votre place en centre-ville avant de partir, et ne la cherchez plus en arrivant.',
      tipsTitle: 'Conseils pour la ville',
      tips: [
        'Les matinées de semaine se remplissent en premier : réservez la veille pour un rendez-vous à 9 h.',
        'Vérifiez les horaires du parking si vous récupérez votre voiture tard.',
        'Vous travaillez dans le même quartier chaque jour ? Un abonnement mensuel de la place de marché revient moins cher.',
      ],
    },
    stadium: {
      meta: 'Réservez un parking près des stades de Dakar, Lagos, Abuja, Toronto et Atlanta pour les matchs et les concerts.',
      lead: 'Les jours de match, les rues autour du stade ferment tôt et toutes les places partent. Réservez la vôtre avec l’événement, et entrez avec la foule au lieu de chercher où vous garer.',
      tipsTitle: 'Conseils pour les jours de match',
      tips: [
        'Réservez depuis la page de l’événement : vos horaires sont remplis à partir du coup d’envoi et de la fin du match.',
        'Arrivez au moins une heure à l’avance ; certaines rues ferment avant le coup d’envoi.',
        'Après le coup de sifflet final, un parking à quelques minutes à pied permet souvent de repartir plus vite.',
      ],
    },
    station: {
      meta: 'Réservez un parking dans les gares de Dakar, Lagos, Toronto et New York, pour une journée ou une semaine.',
      lead: 'Garez-vous à la gare et prenez le train ou le bus jusqu’au centre. Réservez une place pour la journée ou la semaine, et soyez-en sûr avant de partir.',
      tipsTitle: 'Conseils pour la gare',
      tips: [
        'Vous faites la navette ? Réservez toute la semaine d’un coup et annulez les jours inutiles : chaque remboursement va sur votre portefeuille.',
        'Gardez votre code de réservation à portée de main : certaines barrières lisent le code QR, d’autres demandent le code.',
        'Les gares du Train Express Régional de Dakar se remplissent tôt en semaine.',
      ],
    },
  },
}

export const parkingTypesCopy: ResourcePair<ParkingTypesCopy> = { en, fr }
