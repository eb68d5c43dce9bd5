import type { ResourcePair } from '../registerSiteResources.ts'
import type { PageCopy } from './contentCopy.ts'

interface MarketingPageCopy extends PageCopy {
  cta: string
}

interface MarketingCopy {
  marketing: {
    reach: string
    partnerLink: string
    businessAccounts: MarketingPageCopy
    carParkManagement: MarketingPageCopy
    evCharging: MarketingPageCopy
    rentOutEvCharger: MarketingPageCopy
    howItWorks: MarketingPageCopy
  }
}

const en: MarketingCopy = {
  marketing: {
    reach: 'Over {{number}} parking locations in Nigeria, Senegal, Canada and the United States',
    partnerLink: 'List your space on the partner site',
    businessAccounts: {
      meta: 'Parking for your company’s staff, visitors and fleet: one account, monthly invoices, over {{number}} parking locations.',
      lead: 'Your sales team drives to clients in Victoria Island, your engineers fly out of Toronto Pearson, your visitors need a space near your Dakar office. A Parkade business account books it all from one place.',
      sections: [
        {
          heading: 'One account for the whole team',
          paragraphs: [
            'Add your employees and vehicles to one company account. Staff book parking as they do today, and the bookings are charged to the company wallet instead of their own cards.',
          ],
          points: [
            'A shared company wallet, topped up by card or bank transfer, in your local currency;',
            'Spending limits per employee and per booking;',
            'A monthly statement of every booking, with the service fee and VAT on their own lines;',
            'Visitor parking booked by reception and sent to the guest by e-mail.',
          ],
        },
        {
          heading: 'Wherever your team travels',
          paragraphs: [
            'Your account works at over {{number}} parking locations: airports, business districts, stations and stadiums in Lagos, Abuja, Port Harcourt, Dakar, Thiès, Toronto, Vancouver, New York and Atlanta.',
          ],
        },
      ],
      cta: 'Talk to us about a business account',
    },
    carParkManagement: {
      meta: 'Put your car park on Parkade: online bookings, payments collected before arrival, QR entry and occupancy reports.',
      lead: 'You run a car park in a hotel, a shopping centre, an office block or a church compound. Parkade brings you drivers who have already paid, and the tools to manage them.',
      sections: [
        {
          heading: 'What you get',
          points: [
            'Your car park listed on Parkade, with your rates per vehicle type, opening hours, amenities and entry instructions;',
            'Bookings paid before the driver arrives, by card, bank transfer, mobile money or wallet;',
            'A booking code and QR code for each driver, checked at your gate;',
            'Live occupancy, so you never sell more spaces than you have;',
            'Payouts in naira, CFA francs, Canadian or US dollars.',
          ],
          paragraphs: ['Your car park stays yours: you set the rates and the rules, we bring the bookings.'],
        },
        {
          heading: 'Events and peak days',
          paragraphs: [
            'Near a stadium or a conference centre? Link your car park to the events nearby, and drivers buying parking for a match or a concert will see your spaces first.',
          ],
        },
        {
          heading: 'Getting started',
          paragraphs: [
            'Space owners and operators sign up on the Parkade partner site. It takes about fifteen minutes to list a car park; our operations team then visits to check the entrance and signage.',
          ],
        },
      ],
      cta: 'Book a demo for your car park',
    },
    evCharging: {
      meta: 'Find car parks with electric-vehicle charging in Canada, the United States, Nigeria and Senegal, and book your space before you arrive.',
      lead: 'Driving electric means planning where you stop. Parkade shows which car parks have chargers, so you can book a space and top up while you work, shop or watch the game.',
      sections: [
        {
          heading: 'Find a charging car park',
          paragraphs: [
            'Every park on Parkade lists its amenities. Look for “EV charging” on the park’s page, alongside security, covered spaces and opening hours, then book as usual.',
          ],
        },
        {
          heading: 'Know before you plug in',
          points: [
            'Level 2 chargers add roughly 30 to 40 km of range per hour: good for a working day or an evening out.',
            'Fast chargers can add 200 km in half an hour, but are rarer in car parks.',
            'In a Canadian winter, expect less range and slower charging: plan a longer stop.',
            'Move your car when charging is done, so the next driver can plug in.',
          ],
          paragraphs: ['Charging is billed by the car park operator on site unless its page says it is included in the rate.'],
        },
        {
          heading: 'Own a charger?',
          paragraphs: ['If you have a charger at home or at your business, you can earn from it when you are not using it.'],
        },
      ],
      cta: 'Search parks near you',
    },
    rentOutEvCharger: {
      meta: 'Rent out your home or business EV charger to drivers nearby: you set the hours and the price.',
      lead: 'Your charger sits idle while you are at work or asleep. Electric-vehicle drivers nearby need somewhere to park and charge. Parkade puts the two together.',
      sections: [
        {
          heading: 'How it works',
          points: [
            'List your driveway or parking space with its charger on the Parkade partner site;',
            'Choose the hours it is available and your price per hour;',
            'Drivers book and pay in advance; you get their booking code and plate number;',
            'We pay you every month, in your currency.',
          ],
          paragraphs: [],
        },
        {
          heading: 'What you need',
          paragraphs: [
            'A Level 2 charger with a standard connector (J1772 in North America, Type 2 elsewhere), a parking space a car can reach without blocking yours, and clear directions for the driver.',
          ],
        },
        {
          heading: 'Safety and trust',
          paragraphs: [
            'Every driver has a verified Parkade account, and every booking has a code you can check. If something goes wrong, our support team in your time zone is a message away.',
          ],
        },
      ],
      cta: 'List your charger on the partner site',
    },
    howItWorks: {
      meta: 'Search, book, pay and park: how Parkade works for drivers, step by step, at over {{number}} parking locations.',
      lead: 'From your sofa to a guaranteed space in four steps, whether you are flying out of Lagos, going to a match in Dakar or working downtown in Toronto.',
      sections: [
        {
          heading: '1. Search',
          paragraphs: [
            'Type a city, an airport, a stadium or an address, or search around you. Choose your vehicle type to see the right price. Parkade covers over {{number}} parking locations.',
          ],
        },
        {
          heading: '2. Book',
          paragraphs: [
            'Pick a car park, set your arrival and departure times, and choose your vehicle. The full price is shown before you pay: the car park’s rate, the service fee and the taxes of its country, each on its own line.',
          ],
        },
        {
          heading: '3. Pay',
          paragraphs: [
            'Pay from your Parkade wallet, or with the payment method of your country: card or bank transfer with Paystack in Nigeria, Wave mobile money in Senegal, card with Stripe in Canada and the United States.',
          ],
        },
        {
          heading: '4. Park',
          paragraphs: [
            'Your booking code and QR code are in My Bookings and in your confirmation e-mail. Show them at the entrance. Running late? Extend your booking from your phone. Plans changed? Cancel, and the amount goes back to your wallet.',
          ],
        },
      ],
      cta: 'Find parking now',
    },
  },
}

const fr: MarketingCopy = {
  marketing: {
    reach: 'Plus de {{number}} lieux de stationnement au Nigeria, au Sénégal, au Canada et aux États-Unis',
    partnerLink: 'Proposer votre place sur le site partenaire',
    businessAccounts: {
      meta: 'Le stationnement de vos salariés, visiteurs et véhicules de service : un seul compte, une facture mensuelle, plus de {{number}} lieux de stationnement.',
      lead: 'Vos commerciaux rendent visite à leurs clients sur le Plateau, vos ingénieurs partent de l’aéroport Pearson de Toronto, vos visiteurs cherchent une place près de vos bureaux de Lagos. Un compte entreprise Parkade réserve tout cela depuis un seul endroit.',
      sections: [
        {
          heading: 'Un compte pour toute l’équipe',
          paragraphs: [
            'Ajoutez vos salariés et vos véhicules à un compte d’entreprise. Chacun réserve comme aujourd’hui, et les réservations sont débitées du portefeuille de l’entreprise au lieu de sa propre carte.',
          ],
          points: [
            'Un portefeuille d’entreprise partagé, rechargé par carte ou virement, dans votre devise ;',
            'Des plafonds de dépense par salarié et par réservation ;',
            'Un relevé mensuel de toutes les réservations, frais de service et TVA sur leur propre ligne ;',
            'Le stationnement des visiteurs réservé par l’accueil et envoyé à l’invité par e-mail.',
          ],
        },
        {
          heading: 'Partout où votre équipe se déplace',
          paragraphs: [
            'Votre compte fonctionne dans plus de {{number}} lieux de stationnement : aéroports, quartiers d’affaires, gares et stades à Lagos, Abuja, Port Harcourt, Dakar, Thiès, Toronto, Vancouver, New York et Atlanta.',
          ],
        },
      ],
      cta: 'Parlons de votre compte entreprise',
    },
    carParkManagement: {
      meta: 'Mettez votre parking sur Parkade : réservations en ligne, paiement encaissé avant l’arrivée, entrée par code QR et suivi de l’occupation.',
      lead: 'Vous gérez le parking d’un hôtel, d’un centre commercial, d’un immeuble de bureaux ou d’une paroisse. Parkade vous amène des conducteurs qui ont déjà payé, et les outils pour les accueillir.',
      sections: [
        {
          heading: 'Ce que vous obtenez',
          points: [
            'Votre parking sur Parkade, avec vos tarifs par type de véhicule, vos horaires, vos équipements et vos consignes d’accès ;',
            'Des réservations payées avant l’arrivée du conducteur, par carte, virement, paiement mobile ou portefeuille ;',
            'Un code de réservation et un code QR pour chaque conducteur, vérifiés à votre entrée ;',
            'L’occupation en temps réel, pour ne jamais vendre plus de places que vous n’en avez ;',
            'Des versements en naira, en francs CFA, en dollars canadiens ou américains.',
          ],
          paragraphs: ['Votre parking reste le vôtre : vous fixez les tarifs et les règles, nous apportons les réservations.'],
        },
        {
          heading: 'Événements et jours d’affluence',
          paragraphs: [
            'Près d’un stade ou d’un centre de conférences ? Associez votre parking aux événements voisins : les conducteurs qui réservent pour un match ou un concert verront vos places en premier.',
          ],
        },
        {
          heading: 'Pour commencer',
          paragraphs: [
            'Propriétaires et exploitants s’inscrivent sur le site partenaire de Parkade. Il faut environ quinze minutes pour y inscrire un parking ; notre équipe des opérations vient ensuite vérifier l’accès et la signalisation.',
          ],
        },
      ],
      cta: 'Demander une démonstration pour votre parking',
    },
    evCharging: {
      meta: 'Trouvez des parkings avec recharge pour véhicules électriques au Canada, aux États-Unis, au Nigeria et au Sénégal, et réservez votre place avant d’arriver.',
      lead: 'Rouler en électrique, c’est prévoir ses arrêts. Parkade indique les parkings équipés de bornes : réservez une place et rechargez pendant que vous travaillez, faites vos courses ou regardez le match.',
      sections: [
        {
          heading: 'Trouver un parking avec recharge',
          paragraphs: [
            'Chaque parking sur Parkade affiche ses équipements. Cherchez « Recharge de véhicules électriques » sur sa page, à côté de la sécurité, des places couvertes et des horaires, puis réservez comme d’habitude.',
          ],
        },
        {
          heading: 'À savoir avant de brancher',
          points: [
            'Une borne de niveau 2 ajoute environ 30 à 40 km d’autonomie par heure : idéal pour une journée de travail ou une soirée.',
            'Une borne rapide peut ajouter 200 km en une demi-heure, mais elles sont plus rares dans les parkings.',
            'Pendant l’hiver canadien, comptez moins d’autonomie et une recharge plus lente : prévoyez un arrêt plus long.',
            'Déplacez votre voiture une fois la recharge terminée, pour que le conducteur suivant puisse se brancher.',
          ],
          paragraphs: ['La recharge est facturée sur place par l’exploitant du parking, sauf si sa page indique qu’elle est comprise dans le tarif.'],
        },
        {
          heading: 'Vous avez une borne ?',
          paragraphs: ['Si vous avez une borne chez vous ou dans votre entreprise, elle peut vous rapporter de l’argent quand vous ne l’utilisez pas.'],
        },
      ],
      cta: 'Chercher un parking près de vous',
    },
    rentOutEvCharger: {
      meta: 'Louez votre borne de recharge, chez vous ou au travail, aux conducteurs du quartier : vous fixez les horaires et le prix.',
      lead: 'Votre borne reste inutilisée quand vous êtes au travail ou la nuit. Les conducteurs de véhicules électriques du quartier cherchent où se garer et recharger. Parkade les met en relation.',
      sections: [
        {
          heading: 'Comment ça marche',
          points: [
            'Inscrivez votre allée ou votre place, avec sa borne, sur le site partenaire de Parkade ;',
            'Choisissez les heures de disponibilité et votre prix à l’heure ;',
            'Les conducteurs réservent et paient à l’avance ; vous recevez leur code de réservation et leur immatriculation ;',
            'Nous vous payons chaque mois, dans votre devise.',
          ],
          paragraphs: [],
        },
        {
          heading: 'Ce qu’il vous faut',
          paragraphs: [
            'Une borne de niveau 2 avec un connecteur standard (J1772 en Amérique du Nord, Type 2 ailleurs), une place accessible sans bloquer la vôtre, et des indications claires pour le conducteur.',
          ],
        },
        {
          heading: 'Sécurité et confiance',
          paragraphs: [
            'Chaque conducteur a un compte Parkade vérifié, et chaque réservation un code que vous pouvez contrôler. En cas de problème, notre support, dans votre fuseau horaire, est à un message de vous.',
          ],
        },
      ],
      cta: 'Proposer votre borne sur le site partenaire',
    },
    howItWorks: {
      meta: 'Chercher, réserver, payer, se garer : le fonctionnement de Parkade pour les conducteurs, étape par étape, dans plus de {{number}} lieux de stationnement.',
      lead: 'De votre canapé à une place garantie en quatre étapes, que vous preniez l’avion à Lagos, alliez au match à Dakar ou travailliez au centre-ville de Toronto.',
      sections: [
        {
          heading: '1. Chercher',
          paragraphs: [
            'Saisissez une ville, un aéroport, un stade ou une adresse, ou cherchez autour de vous. Choisissez votre type de véhicule pour voir le bon prix. Parkade couvre plus de {{number}} lieux de stationnement.',
          ],
        },
        {
          heading: '2. Réserver',
          paragraphs: [
            'Choisissez un parking, vos heures d’arrivée et de départ, et votre véhicule. Le prix complet s’affiche avant le paiement : le tarif du parking, les frais de service et les taxes de son pays, chacun sur sa ligne.',
          ],
        },
        {
          heading: '3. Payer',
          paragraphs: [
            'Payez avec votre portefeuille Parkade ou le moyen de paiement de votre pays : carte ou virement avec Paystack au Nigeria, paiement mobile Wave au Sénégal, carte avec Stripe au Canada et aux États-Unis.',
          ],
        },
        {
          heading: '4. Se garer',
          paragraphs: [
            'Votre code de réservation et votre code QR sont dans Mes réservations et dans l’e-mail de confirmation. Présentez-les à l’entrée. En retard ? Prolongez votre réservation depuis votre téléphone. Changement de programme ? Annulez, et le montant revient sur votre portefeuille.',
          ],
        },
      ],
      cta: 'Trouver un parking maintenant',
    },
  },
}

export const marketingCopy: ResourcePair<MarketingCopy> = { en, fr }
