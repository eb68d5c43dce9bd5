import type { ResourcePair } from '../registerSiteResources.ts'
import type { PageCopy } from './contentCopy.ts'

interface CompanyCopy {
  company: {
    about: PageCopy
    careers: PageCopy & { openings: string; roles: string[]; apply: string }
    affiliates: PageCopy & { join: string }
    mediaCoverage: PageCopy & { pressContact: string }
  }
}

const en: CompanyCopy = {
  company: {
    about: {
      meta: 'Parkade helps drivers in Nigeria, Senegal, Canada and the United States find, book and pay for parking, with over {{number}} parking locations.',
      lead: 'Parkade started with a simple frustration: circling the block around Tafawa Balewa Square, late for a meeting, with no idea where the nearest free space was. Today drivers use Parkade to book over {{number}} parking locations before they leave home.',
      sections: [
        {
          heading: 'What we do',
          paragraphs: [
            'We bring car parks online. Drivers search by place or around them, compare prices for their vehicle, and book and pay in their own currency: naira in Lagos and Abuja, CFA francs in Dakar, Canadian dollars in Toronto and Vancouver, US dollars in New York and Atlanta. A QR code opens the barrier on arrival.',
            'For car park operators, airports, stadiums and event organisers, Parkade fills spaces that would otherwise stay empty, and takes the payment before the car arrives.',
          ],
        },
        {
          heading: 'Where we are',
          paragraphs: [
            'We work in four countries, with teams in Lagos, Dakar and Toronto. Each country has its own way to pay: cards and bank transfers through Paystack in Nigeria, Wave mobile money in Senegal, and cards through Stripe in Canada and the United States.',
          ],
        },
        {
          heading: 'What we believe',
          paragraphs: ['A parking space is a small thing that can ruin a day. We build Parkade around a few rules:'],
          points: [
            'The price you see is the price you pay, with every fee on its own line.',
            'Cancelling is easy, and a cancelled booking is refunded at once, to the card, mobile money or wallet it was paid with.',
            'Parkade works in English and in French, on a slow network and on a small phone.',
          ],
        },
      ],
    },
    careers: {
      meta: 'Work at Parkade in Lagos, Dakar or Toronto: engineering, operations and partnerships roles.',
      lead: 'We are a small team building parking that works for drivers from Ikeja to Yonge Street. If you like hard problems with visible results, come and build it with us.',
      sections: [
        {
          heading: 'How we work',
          paragraphs: [
            'Our teams in Lagos, Dakar and Toronto work together across three time zones. We write things down, ship small changes often, and spend time in the car parks we serve: every new colleague spends a day with an operator in their first month.',
          ],
        },
        {
          heading: 'What we offer',
          paragraphs: ['Pay in local currency benchmarked against the market, and:'],
          points: [
            'health cover for you and your family;',
            'a yearly learning budget and paid time for conferences;',
            'flexible hours and two remote days a week;',
            'free parking, naturally, at every Parkade car park.',
          ],
        },
      ],
      openings: 'Open positions',
      roles: [
        'Senior backend engineer (payments), Lagos or remote within Nigeria',
        'Partnerships manager, car park operators, Dakar',
        'Customer support lead, bilingual English and French, Toronto',
        'Field operations associate, Abuja',
      ],
      apply: 'To apply, write to us from the Contact Us page with the role in the subject, and tell us about something you built.',
    },
    affiliates: {
      meta: 'Earn a commission by sending drivers to Parkade: travel sites, event organisers and local guides in four countries.',
      lead: 'Travel sites, hotels, event organisers and city guides send us drivers every day. With the Parkade affiliate programme, every booking they make through your link earns you a commission.',
      sections: [
        {
          heading: 'How it works',
          paragraphs: [
            'You place a Parkade link, or the Parkade booking widget, on your website, ticket confirmations or newsletter. When a driver books parking through it, the booking is tagged with your partner code and you earn a share of the booking’s service fee, paid monthly in your currency.',
          ],
        },
        {
          heading: 'Who it is for',
          points: [
            'Hotels and short-let hosts near Lagos, Abuja and Dakar airports;',
            'Event organisers selling tickets for stadiums and concert halls;',
            'Travel blogs and city guides for Toronto, Vancouver, New York and Atlanta;',
            'Driving schools, car rental desks and fleet managers.',
          ],
          paragraphs: ['Anyone whose audience drives to a place where parking is hard to find.'],
        },
        {
          heading: 'Reach',
          paragraphs: [
            'Your visitors get access to over {{number}} parking locations across Nigeria, Senegal, Canada and the United States, in English or French, paid in their own currency.',
          ],
        },
      ],
      join: 'Join the affiliate programme',
    },
    mediaCoverage: {
      meta: 'Parkade in the press: stories about parking, cities and drivers in Nigeria, Senegal, Canada and the United States.',
      lead: 'Journalists have written about how Parkade changes parking around airports, stadiums and busy city centres. Here is what they have covered.',
      sections: [
        {
          heading: 'Airports and travel',
          paragraphs: [
            'Business reporters in Lagos covered how pre-booked airport parking at Murtala Muhammed International Airport cut the time drivers spend looking for a space before a flight, and how travellers top up a wallet once and book several trips from it.',
          ],
        },
        {
          heading: 'Match days and big events',
          paragraphs: [
            'Around stadiums in Dakar and Toronto, event parking booked with the ticket has eased traffic on match days. Stories followed supporters who booked their space the week before a game and drove straight in.',
          ],
        },
        {
          heading: 'Electric vehicles',
          paragraphs: [
            'Canadian and American outlets looked at how owners of home chargers rent them out to electric-vehicle drivers nearby, and how drivers find charging parks on Parkade.',
          ],
        },
      ],
      pressContact: 'Journalists can reach our press team from the Contact Us page: choose “Press” as the subject.',
    },
  },
}

const fr: CompanyCopy = {
  company: {
    about: {
      meta: 'Parkade aide les conducteurs au Nigeria, au Sénégal, au Canada et aux États-Unis à trouver, réserver et payer leur stationnement, dans plus de {{number}} lieux.',
      lead: 'Parkade est né d’une frustration toute simple : tourner autour de la place de l’Indépendance, en retard pour un rendez-vous, sans savoir où trouver une place libre. Aujourd’hui, les conducteurs réservent avec Parkade plus de {{number}} lieux de stationnement avant même de partir.',
      sections: [
        {
          heading: 'Ce que nous faisons',
          paragraphs: [
            'Nous mettons les parkings en ligne. Les conducteurs cherchent par lieu ou autour d’eux, comparent les prix pour leur véhicule, réservent et paient dans leur devise : en naira à Lagos et Abuja, en francs CFA à Dakar, en dollars canadiens à Toronto et Vancouver, en dollars américains à New York et Atlanta. Un code QR ouvre la barrière à l’arrivée.',
            'Pour les exploitants de parkings, les aéroports, les stades et les organisateurs d’événements, Parkade remplit des places qui resteraient vides, et encaisse le paiement avant l’arrivée de la voiture.',
          ],
        },
        {
          heading: 'Où nous sommes',
          paragraphs: [
            'Nous sommes présents dans quatre pays, avec des équipes à Lagos, Dakar et Toronto. Chaque pays a son moyen de paiement : carte et virement via Paystack au Nigeria, paiement mobile Wave au Sénégal, carte via Stripe au Canada et aux États-Unis.',
          ],
        },
        {
          heading: 'Ce en quoi nous croyons',
          paragraphs: ['Une place de parking, c’est peu de chose, mais cela peut gâcher une journée. Nous construisons Parkade autour de quelques règles :'],
          points: [
            'Le prix affiché est le prix payé, chaque frais sur sa ligne.',
            'Annuler est simple, et une réservation annulée est remboursée aussitôt, sur la carte, le compte mobile money ou le portefeuille qui l’a payée.',
            'Parkade fonctionne en français et en anglais, sur un réseau lent comme sur un petit téléphone.',
          ],
        },
      ],
    },
    careers: {
      meta: 'Travaillez chez Parkade à Lagos, Dakar ou Toronto : ingénierie, opérations et partenariats.',
      lead: 'Nous sommes une petite équipe qui construit un stationnement simple pour les conducteurs, d’Ikeja à la rue Yonge. Si vous aimez les problèmes difficiles aux résultats visibles, venez le construire avec nous.',
      sections: [
        {
          heading: 'Notre façon de travailler',
          paragraphs: [
            'Nos équipes de Lagos, Dakar et Toronto travaillent ensemble sur trois fuseaux horaires. Nous écrivons les choses, livrons souvent de petits changements et passons du temps dans les parkings que nous servons : chaque nouvelle recrue passe une journée avec un exploitant dès son premier mois.',
          ],
        },
        {
          heading: 'Ce que nous offrons',
          paragraphs: ['Un salaire en devise locale, aligné sur le marché, et :'],
          points: [
            'une couverture santé pour vous et votre famille ;',
            'un budget annuel de formation et du temps payé pour les conférences ;',
            'des horaires souples et deux jours de télétravail par semaine ;',
            'le stationnement gratuit, bien sûr, dans tous les parkings Parkade.',
          ],
        },
      ],
      openings: 'Postes ouverts',
      roles: [
        'Ingénieur backend senior (paiements), Lagos ou à distance depuis le Nigeria',
        'Responsable des partenariats avec les exploitants de parkings, Dakar',
        'Responsable du support client, bilingue français et anglais, Toronto',
        'Chargé des opérations terrain, Abuja',
      ],
      apply: 'Pour postuler, écrivez-nous depuis la page Nous contacter en indiquant le poste dans l’objet, et parlez-nous de quelque chose que vous avez construit.',
    },
    affiliates: {
      meta: 'Gagnez une commission en envoyant des conducteurs vers Parkade : sites de voyage, organisateurs d’événements et guides locaux dans quatre pays.',
      lead: 'Sites de voyage, hôtels, organisateurs d’événements et guides de ville nous envoient des conducteurs chaque jour. Avec le programme d’affiliation Parkade, chaque réservation faite par votre lien vous rapporte une commission.',
      sections: [
        {
          heading: 'Comment ça marche',
          paragraphs: [
            'Vous placez un lien Parkade, ou le module de réservation Parkade, sur votre site, vos confirmations de billets ou votre lettre d’information. Quand un conducteur réserve par ce biais, la réservation porte votre code partenaire et vous touchez une part des frais de service, versée chaque mois dans votre devise.',
          ],
        },
        {
          heading: 'Pour qui',
          points: [
            'Hôtels et locations de courte durée près des aéroports de Lagos, Abuja et Dakar ;',
            'Organisateurs d’événements qui vendent des billets pour des stades et des salles de concert ;',
            'Blogs de voyage et guides de Toronto, Vancouver, New York et Atlanta ;',
            'Auto-écoles, agences de location et gestionnaires de flottes.',
          ],
          paragraphs: ['Toute personne dont le public se rend en voiture là où se garer est difficile.'],
        },
        {
          heading: 'Portée',
          paragraphs: [
            'Vos visiteurs accèdent à plus de {{number}} lieux de stationnement au Nigeria, au Sénégal, au Canada et aux États-Unis, en français ou en anglais, payés dans leur devise.',
          ],
        },
      ],
      join: 'Rejoindre le programme d’affiliation',
    },
    mediaCoverage: {
      meta: 'Parkade dans la presse : le stationnement, les villes et les conducteurs au Nigeria, au Sénégal, au Canada et aux États-Unis.',
      lead: 'Des journalistes ont raconté comment Parkade change le stationnement autour des aéroports, des stades et des centres-villes animés. Voici ce qu’ils ont couvert.',
      sections: [
        {
          heading: 'Aéroports et voyages',
          paragraphs: [
            'La presse économique de Lagos a montré comment la réservation du parking de l’aéroport international Murtala Muhammed réduit le temps passé à chercher une place avant un vol, et comment les voyageurs rechargent une fois leur portefeuille pour réserver plusieurs trajets.',
          ],
        },
        {
          heading: 'Jours de match et grands événements',
          paragraphs: [
            'Autour des stades de Dakar et de Toronto, le stationnement réservé avec le billet a fluidifié la circulation les jours de match. Des reportages ont suivi des supporters qui avaient réservé leur place la semaine précédente et sont entrés directement.',
          ],
        },
        {
          heading: 'Véhicules électriques',
          paragraphs: [
            'Des médias canadiens et américains se sont intéressés aux propriétaires de bornes domestiques qui les louent aux conducteurs de véhicules électriques du quartier, et à la façon dont ces conducteurs trouvent des parkings avec recharge sur Parkade.',
          ],
        },
      ],
      pressContact: 'Les journalistes peuvent joindre notre service de presse depuis la page Nous contacter : choisissez « Presse » comme objet.',
    },
  },
}

export const companyCopy: ResourcePair<CompanyCopy> = { en, fr }
