import type { ResourcePair } from '../registerSiteResources.ts'
import type { PageCopy } from './contentCopy.ts'

// What the product does, said plainly: cancellations refund where the payment came from (the API's
// refundToSource), the data the API stores (its migrations), and browser storage (core/storage).
interface LegalCopy {
  legal: { updated: string; cancellation: PageCopy; privacy: PageCopy; terms: PageCopy }
}

const en: LegalCopy = {
  legal: {
    updated: 'Last updated: 1 November 2026',
    cancellation: {
      meta: 'Cancel a Parkade booking any time before it ends: a paid booking is refunded in full, to the card, mobile money or wallet it was paid with.',
      lead: 'Plans change: a flight is delayed, a match is postponed, a meeting moves. This policy says what happens to your money when you cancel or renew a parking booking made on Parkade, in Nigeria, Senegal, Canada and the United States.',
      sections: [
        {
          heading: 'When you can cancel',
          paragraphs: [
            'You can cancel a booking from My Bookings at any time until its end time has passed, including after it has started. A booking that has already ended, or that is already cancelled, cannot be cancelled again.',
          ],
        },
        {
          heading: 'How you are refunded',
          paragraphs: [
            'When you cancel a paid booking, the full amount you paid, including the service fee and taxes shown at checkout, is refunded where it came from, in the currency of the booking.',
            'What you paid by card or mobile money goes back to that card or mobile-money account: the refund is sent at once, and your bank or provider shows it within a few days. It does not pass through your wallet. What you paid from your wallet is credited back to your wallet straight away, as “Refund of booking” followed by the booking code.',
          ],
          points: [
            'A booking that was never paid (a payment that failed or was abandoned) is simply cancelled: there is nothing to refund.',
            'A refund is credited once per booking, however many times the cancel button is pressed.',
          ],
        },
        {
          heading: 'Renewing a cancelled booking',
          paragraphs: [
            'Changed your mind again? A cancelled booking whose end time is still ahead can be renewed from its booking page, if the car park still has space for those times. Renewing costs the booking’s price again, paid from your wallet or by card or mobile money; paid by card or mobile money, the booking is active again once the payment is confirmed, and if the space was taken meanwhile the payment is refunded to you.',
          ],
        },
        {
          heading: 'Extending a booking',
          paragraphs: [
            'You can extend an active booking to a later end time from its booking page. The extra time is priced at the car park’s current rate for your vehicle and paid from your wallet or by card or mobile money. Paid by card or mobile money, the booking is extended once the payment is confirmed; if the space was taken for the extra time meanwhile, the booking stays as it was and the payment is refunded to you.',
          ],
        },
        {
          heading: 'Events and monthly passes',
          paragraphs: [
            'Event parking follows the same rules: cancel before the booking ends and the amount goes back where it came from. Marketplace items such as monthly passes are sold by the seller named on the item, whose own terms apply.',
          ],
        },
        {
          heading: 'Questions',
          paragraphs: [
            'If a car park was closed or full when you arrived with a valid booking, write to us from the Contact Us page with your booking code: we review these cases one by one.',
          ],
        },
      ],
    },
    privacy: {
      meta: 'What Parkade keeps about you, why, who it is shared with, and what your browser stores.',
      lead: 'Parkade keeps the information it needs to find you a parking space, take your payment and show you your bookings, and nothing more. This policy explains what we keep, why, and the choices you have.',
      sections: [
        {
          heading: 'What we keep',
          paragraphs: ['When you create an account or book, we store:'],
          points: [
            'your account: email address, first and last name, and, if you give them, phone number, country, preferred language and profile photo;',
            'your password, only as a one-way hash that nobody at Parkade can read, and the codes we e-mail for verification and password resets, also only as a hash;',
            'the vehicles you save: type, plate number, make, model and colour;',
            'your bookings: car park, times, vehicle, price, payment method and status;',
            'your wallet: every top-up, payment and refund, which together make up your balance;',
            'payments: the reference, amount and status the payment provider sends back to us;',
            'the messages and demo requests you send us through our forms.',
          ],
        },
        {
          heading: 'What we do not keep',
          paragraphs: [
            'Card numbers, bank details and mobile-money PINs are entered on the payment provider’s page or form, never on ours: Paystack in Nigeria, Wave (with Paystack as a fallback) in Senegal, and Stripe in Canada and the United States. We only receive the outcome of the payment.',
          ],
        },
        {
          heading: 'Signing in with Google or Apple',
          paragraphs: [
            'If you sign in with Google or Apple, the sign-in is handled by Firebase Authentication. We receive your email address, name and photo from it, and link them to your Parkade account.',
          ],
        },
        {
          heading: 'Your country',
          paragraphs: [
            'On your first visit, the site asks an IP geolocation service which country you are in, to show you local car parks, prices and language. Only the country code is used and it is kept in your browser, not on our servers. You can change the country at any time from the header.',
          ],
        },
        {
          heading: 'Cookies and browser storage',
          paragraphs: [
            'The Parkade site sets no advertising or tracking cookies. It uses your browser’s local storage and session storage to work:',
          ],
          points: [
            'your sign-in token: in local storage when you tick “Remember me”, otherwise in session storage, which is cleared when you close the tab;',
            'your profile, saved vehicles and email address, so pages open without waiting for the network;',
            'the list of countries and regions, your selected country and your language preference;',
            'a short-lived marker while a social sign-in or a payment returns to the site.',
          ],
        },
        {
          heading: 'Who we share it with',
          paragraphs: [
            'We share a booking’s details (name, plate number, times) with the operator of the car park you booked, so they can let you in. Payment providers receive the amount and your email address to process a payment. We do not sell your information.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'You can correct your details and remove saved vehicles from your profile at any time. Logging out removes your token and profile from the browser. To close your account or get a copy of your data, write to us from the Contact Us page; we answer within 30 days. Bookings and wallet records are kept as long as the law of your country requires us to keep accounting records.',
          ],
        },
      ],
    },
    terms: {
      meta: 'The terms for using Parkade to find, book and pay for parking, and for using the Parkade wallet.',
      lead: 'These terms apply when you use the Parkade website, app or the Parkade booking tools on a partner’s website. By creating an account or making a booking, you accept them.',
      sections: [
        {
          heading: 'What Parkade does',
          paragraphs: [
            'Parkade lists car parks run by car park operators and lets you book and pay for a space in advance. The operator runs the car park; Parkade takes the booking and the payment on the operator’s behalf.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'Keep your password to yourself and tell us if you think someone else has used your account. You must be old enough to enter a contract in your country to make a booking.',
          ],
        },
        {
          heading: 'Prices and payment',
          paragraphs: [
            'The price shown at checkout is the price you pay: the car park’s rate for your vehicle type and times, plus the service fee and taxes of the park’s country, each shown on its own line. Prices are in the park’s currency: naira (₦) in Nigeria, CFA francs in Senegal, Canadian dollars in Canada and US dollars in the United States.',
            'A booking is confirmed only once the payment is confirmed by the payment provider, or paid from your wallet.',
          ],
        },
        {
          heading: 'The Parkade wallet',
          paragraphs: [
            'You can top up your wallet by card, bank transfer or mobile money, and pay for bookings from it. The wallet holds money for parking on Parkade only: it earns no interest and cannot be transferred to another person. Refunds for cancelled bookings are paid into the wallet, as our Cancellation Policy explains.',
          ],
        },
        {
          heading: 'At the car park',
          paragraphs: [
            'Arrive within your booked times and show your booking’s QR code or code at the entrance. Follow the operator’s rules and signs. If you stay beyond your booking, the operator may charge its own rate for the extra time; extend your booking from the app to avoid this.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'The operator is responsible for the car park and its security. Parkade is responsible for taking your booking and payment correctly; if we get either wrong, we put it right or refund you to your wallet.',
          ],
        },
        {
          heading: 'Changes and contact',
          paragraphs: [
            'We may update these terms; the date at the top of this page tells you when they last changed. Questions are welcome through the Contact Us page.',
          ],
        },
      ],
    },
  },
}

const fr: LegalCopy = {
  legal: {
    updated: 'Dernière mise à jour : 1er novembre 2026',
    cancellation: {
      meta: 'Annulez une réservation Parkade à tout moment avant sa fin : une réservation payée est remboursée intégralement, sur la carte, le compte mobile money ou le portefeuille qui l’a payée.',
      lead: 'Les projets changent : un vol retardé, un match reporté, une réunion déplacée. Cette politique explique ce que devient votre argent quand vous annulez ou renouvelez une réservation de parking faite sur Parkade, au Nigeria, au Sénégal, au Canada et aux États-Unis.',
      sections: [
        {
          heading: 'Quand annuler',
          paragraphs: [
            'Vous pouvez annuler une réservation depuis Mes réservations tant que son heure de fin n’est pas passée, même si elle a déjà commencé. Une réservation terminée, ou déjà annulée, ne peut plus être annulée.',
          ],
        },
        {
          heading: 'Comment vous êtes remboursé',
          paragraphs: [
            'Quand vous annulez une réservation payée, la totalité du montant payé, frais de service et taxes affichés lors de la réservation compris, vous est remboursée par le moyen de paiement utilisé, dans la devise de la réservation.',
            'Ce que vous avez payé par carte ou par mobile money revient sur cette carte ou ce compte mobile money : le remboursement part aussitôt, et votre banque ou votre opérateur l’affiche sous quelques jours. Il ne passe pas par votre portefeuille. Ce que vous avez payé depuis votre portefeuille y est recrédité aussitôt, sous le libellé « Refund of booking » suivi du code de la réservation.',
          ],
          points: [
            'Une réservation jamais payée (paiement refusé ou abandonné) est simplement annulée : il n’y a rien à rembourser.',
            'Un remboursement n’est crédité qu’une fois par réservation, même si le bouton d’annulation est pressé plusieurs fois.',
          ],
        },
        {
          heading: 'Renouveler une réservation annulée',
          paragraphs: [
            'Vous avez encore changé d’avis ? Une réservation annulée dont l’heure de fin n’est pas passée peut être renouvelée depuis sa page, si le parking a encore de la place sur ces horaires. Le renouvellement coûte de nouveau son prix, payé depuis votre portefeuille ou par carte ou mobile money ; payée par carte ou mobile money, la réservation redevient active dès que le paiement est confirmé, et si la place a été prise entre-temps, le paiement vous est remboursé.',
          ],
        },
        {
          heading: 'Prolonger une réservation',
          paragraphs: [
            'Vous pouvez prolonger une réservation active jusqu’à une heure de fin plus tardive depuis sa page. Le temps supplémentaire est facturé au tarif actuel du parking pour votre véhicule et payé depuis votre portefeuille ou par carte ou mobile money. Payée par carte ou mobile money, la réservation est prolongée dès que le paiement est confirmé ; si la place a été prise entre-temps pour le temps supplémentaire, la réservation reste inchangée et le paiement vous est remboursé.',
          ],
        },
        {
          heading: 'Événements et abonnements',
          paragraphs: [
            'Le stationnement pour un événement suit les mêmes règles : annulez avant la fin de la réservation et le montant vous est remboursé par le moyen de paiement utilisé. Les articles de la place de marché, comme les abonnements mensuels, sont vendus par le vendeur indiqué sur l’article, dont les conditions s’appliquent.',
          ],
        },
        {
          heading: 'Des questions',
          paragraphs: [
            'Si un parking était fermé ou complet à votre arrivée avec une réservation valable, écrivez-nous depuis la page Nous contacter en indiquant votre code de réservation : nous examinons chaque cas.',
          ],
        },
      ],
    },
    privacy: {
      meta: 'Ce que Parkade conserve à votre sujet, pourquoi, avec qui c’est partagé et ce que votre navigateur enregistre.',
      lead: 'Parkade conserve les informations nécessaires pour vous trouver une place, encaisser votre paiement et afficher vos réservations, et rien de plus. Cette politique explique ce que nous conservons, pourquoi, et les choix dont vous disposez.',
      sections: [
        {
          heading: 'Ce que nous conservons',
          paragraphs: ['Quand vous créez un compte ou réservez, nous enregistrons :'],
          points: [
            'votre compte : adresse e-mail, prénom et nom et, si vous les indiquez, numéro de téléphone, pays, langue préférée et photo de profil ;',
            'votre mot de passe, uniquement sous forme d’empreinte irréversible que personne chez Parkade ne peut lire, ainsi que les codes envoyés par e-mail pour la vérification et la réinitialisation, eux aussi sous forme d’empreinte ;',
            'les véhicules que vous enregistrez : type, immatriculation, marque, modèle et couleur ;',
            'vos réservations : parking, horaires, véhicule, prix, moyen de paiement et statut ;',
            'votre portefeuille : chaque rechargement, paiement et remboursement, dont la somme fait votre solde ;',
            'les paiements : la référence, le montant et le statut que nous renvoie le prestataire de paiement ;',
            'les messages et demandes de démonstration envoyés par nos formulaires.',
          ],
        },
        {
          heading: 'Ce que nous ne conservons pas',
          paragraphs: [
            'Les numéros de carte, coordonnées bancaires et codes de paiement mobile sont saisis sur la page ou le formulaire du prestataire de paiement, jamais sur les nôtres : Paystack au Nigeria, Wave (avec Paystack en secours) au Sénégal, Stripe au Canada et aux États-Unis. Nous ne recevons que le résultat du paiement.',
          ],
        },
        {
          heading: 'Connexion avec Google ou Apple',
          paragraphs: [
            'Si vous vous connectez avec Google ou Apple, la connexion passe par Firebase Authentication. Nous en recevons votre adresse e-mail, votre nom et votre photo, que nous associons à votre compte Parkade.',
          ],
        },
        {
          heading: 'Votre pays',
          paragraphs: [
            'Lors de votre première visite, le site demande à un service de géolocalisation par adresse IP dans quel pays vous vous trouvez, afin d’afficher les parkings, les prix et la langue de votre pays. Seul le code du pays est utilisé ; il reste dans votre navigateur, pas sur nos serveurs. Vous pouvez changer de pays à tout moment depuis l’en-tête.',
          ],
        },
        {
          heading: 'Cookies et stockage du navigateur',
          paragraphs: [
            'Le site Parkade ne dépose aucun cookie publicitaire ni de suivi. Il utilise le stockage local et le stockage de session de votre navigateur pour fonctionner :',
          ],
          points: [
            'votre jeton de connexion : dans le stockage local si vous cochez « Se souvenir de moi », sinon dans le stockage de session, vidé à la fermeture de l’onglet ;',
            'votre profil, vos véhicules et votre adresse e-mail, pour que les pages s’ouvrent sans attendre le réseau ;',
            'la liste des pays et des régions, le pays choisi et votre préférence de langue ;',
            'un marqueur temporaire pendant le retour d’une connexion sociale ou d’un paiement.',
          ],
        },
        {
          heading: 'Avec qui nous les partageons',
          paragraphs: [
            'Nous transmettons les détails d’une réservation (nom, immatriculation, horaires) à l’exploitant du parking réservé, pour qu’il vous laisse entrer. Les prestataires de paiement reçoivent le montant et votre adresse e-mail pour traiter un paiement. Nous ne vendons pas vos informations.',
          ],
        },
        {
          heading: 'Vos choix',
          paragraphs: [
            'Vous pouvez corriger vos informations et supprimer vos véhicules depuis votre profil à tout moment. La déconnexion efface votre jeton et votre profil du navigateur. Pour fermer votre compte ou obtenir une copie de vos données, écrivez-nous depuis la page Nous contacter ; nous répondons sous 30 jours. Les réservations et les opérations du portefeuille sont conservées aussi longtemps que la loi de votre pays impose de garder les pièces comptables.',
          ],
        },
      ],
    },
    terms: {
      meta: 'Les conditions d’utilisation de Parkade pour trouver, réserver et payer un stationnement, et pour utiliser le portefeuille Parkade.',
      lead: 'Ces conditions s’appliquent quand vous utilisez le site ou l’application Parkade, ou les outils de réservation Parkade sur le site d’un partenaire. En créant un compte ou en réservant, vous les acceptez.',
      sections: [
        {
          heading: 'Ce que fait Parkade',
          paragraphs: [
            'Parkade répertorie des parkings gérés par des exploitants et vous permet de réserver et de payer une place à l’avance. L’exploitant gère le parking ; Parkade prend la réservation et encaisse le paiement pour son compte.',
          ],
        },
        {
          heading: 'Votre compte',
          paragraphs: [
            'Gardez votre mot de passe pour vous et prévenez-nous si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous devez avoir l’âge de contracter dans votre pays pour réserver.',
          ],
        },
        {
          heading: 'Prix et paiement',
          paragraphs: [
            'Le prix affiché lors de la réservation est celui que vous payez : le tarif du parking pour votre type de véhicule et vos horaires, plus les frais de service et les taxes du pays du parking, chacun sur sa ligne. Les prix sont dans la devise du parking : naira (₦) au Nigeria, francs CFA au Sénégal, dollars canadiens au Canada et dollars américains aux États-Unis.',
            'Une réservation n’est confirmée qu’une fois le paiement confirmé par le prestataire de paiement, ou payé depuis votre portefeuille.',
          ],
        },
        {
          heading: 'Le portefeuille Parkade',
          paragraphs: [
            'Vous pouvez recharger votre portefeuille par carte, virement ou paiement mobile, et payer vos réservations avec. Le portefeuille sert uniquement au stationnement sur Parkade : il ne produit aucun intérêt et ne peut pas être transféré à une autre personne. Les remboursements des réservations annulées y sont versés, comme l’explique notre politique d’annulation.',
          ],
        },
        {
          heading: 'Au parking',
          paragraphs: [
            'Présentez-vous pendant vos horaires réservés et montrez le code QR ou le code de votre réservation à l’entrée. Respectez le règlement et la signalisation de l’exploitant. Si vous restez au-delà de votre réservation, l’exploitant peut facturer le temps supplémentaire à son propre tarif ; prolongez votre réservation depuis l’application pour l’éviter.',
          ],
        },
        {
          heading: 'Responsabilité',
          paragraphs: [
            'L’exploitant est responsable du parking et de sa sécurité. Parkade est responsable de la bonne prise de votre réservation et de votre paiement ; en cas d’erreur de notre part, nous la corrigeons ou vous remboursons sur votre portefeuille.',
          ],
        },
        {
          heading: 'Modifications et contact',
          paragraphs: [
            'Nous pouvons mettre à jour ces conditions ; la date en haut de cette page indique leur dernière modification. Vos questions sont les bienvenues depuis la page Nous contacter.',
          ],
        },
      ],
    },
  },
}

export const legalCopy: ResourcePair<LegalCopy> = { en, fr }
