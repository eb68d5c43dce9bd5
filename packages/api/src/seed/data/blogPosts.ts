import type { BlogPostRow } from './types.ts'

/** Blog posts: five in English, five in French. Bodies are Markdown. */
export const SEED_BLOG_POSTS: readonly BlogPostRow[] = [
  {
    id: 1,
    slug: 'parking-at-lagos-airport-guide',
    lang: 'en',
    title: 'Parking at Lagos airport: a practical guide',
    excerpt: 'Timing, short stay or long stay, and how to book a space at Murtala Muhammed International Airport before you leave home.',
    body: `Murtala Muhammed International Airport in Ikeja handles most international flights into Lagos. Driving there is usually the easy part until the last few kilometres: Airport Road slows to a crawl at rush hour and when several long-haul flights land at once, so a good parking plan starts with timing.

## Leave earlier than you think

For an international departure, aim to be parked about three hours before your flight, and add an hour if you are crossing from the Island or Lekki in the evening rush. Domestic flights use separate terminals on the same airport site, so check which terminal your airline uses before you choose a car park.

## Short stay or long stay?

If you are dropping off or collecting someone, a short-stay car park close to the terminal saves a long walk with luggage, but you pay by the hour. For trips of a few days or more, long-stay and economy car parks cost much less per day, and many run a shuttle to the terminals. Compare the daily rate, not the hourly one.

## Book before you go

Pre-booking on Parkade holds your space and shows the full price before you leave home, including the service fee and VAT. Pay by card or bank transfer, or from your Parkade wallet; the QR code in your booking opens the barrier on arrival.

## Before you walk away

Take a photo of your bay number and the car park sign, keep valuables out of sight, and make sure your vehicle papers are current: Nigerian drivers can renew them from the vehicle documents page in the app.`,
    author: 'Chiamaka Eze',
    published_at: '2026-03-18T09:00:00+01:00',
    tags: ['lagos', 'airport', 'travel-tips'],
    cover_image_key: 'blog-airport-lagos',
  },
  {
    id: 2,
    slug: 'ev-charging-in-canada-what-to-know',
    lang: 'en',
    title: 'EV charging in Canada: what every driver should know',
    excerpt: 'Charging levels, connectors, winter range and etiquette: a short guide for electric-vehicle drivers parking in Canadian cities.',
    body: `More Canadian drivers switch to electric every year, and public charging has grown with them. Knowing what to expect at a charger makes parking with an EV much simpler.

## Three speeds of charging

Level 1 is an ordinary household outlet and adds only a few kilometres of range per hour. Level 2, the most common kind in car parks, runs at 240 V and suits a workday or an overnight stay. DC fast chargers add most of a battery in well under an hour and are found along highways and at some city sites.

## Connectors

Most Level 2 stations use the J1772 plug. DC fast chargers use CCS or the NACS connector (SAE J3400), which many manufacturers are now adopting; carry the adapter your car maker recommends and check the connector listed for a station before you go.

## Winter changes the numbers

Cold batteries hold less energy and accept charge more slowly. Precondition the battery while the car is still plugged in, expect less range on the coldest days, and prefer covered or underground parking when you can: a warmer battery charges faster.

## Charging etiquette

Move the car once it has finished charging so the next driver can plug in; many networks charge idle fees after a grace period. On Parkade, filter for car parks with EV charging. The charging itself may be billed by the charging network, separately from your parking.`,
    author: 'Julien Gagnon',
    published_at: '2026-04-22T10:00:00-04:00',
    tags: ['canada', 'ev-charging', 'electric-vehicles'],
    cover_image_key: 'blog-ev-charging',
  },
  {
    id: 3,
    slug: 'game-day-parking-in-atlanta',
    lang: 'en',
    title: 'Game day in Atlanta: parking near the downtown stadiums',
    excerpt: 'Mercedes-Benz Stadium and State Farm Arena sit a few blocks apart. Here is how to get in and out without sitting in traffic.',
    body: `Mercedes-Benz Stadium and State Farm Arena are only a few blocks apart in downtown Atlanta, and on busy weekends both can host events on the same day. That makes the streets around Centennial Olympic Park some of the most congested in the city before and after a game.

## Book early, and book on your way home

Lots closest to the gates sell out first and cost the most. A lot a ten-minute walk away is often much cheaper, and one on the side of downtown you will leave from, towards the interstate you need, can save more time after the game than parking next to the stadium.

## Consider MARTA for the last stretch

MARTA rail stations are a short walk from both venues. Parking near Five Points or further out along the line and riding in avoids the post-game queue out of the downtown lots entirely.

## Truist Park is different

Truist Park, home of baseball in Cobb County, has no rail connection, so most fans drive. The lots around The Battery fill steadily from the moment they open; arrive early, and on the way out give traffic twenty minutes to clear.

## After the final whistle

If you are not in a hurry, staying for a meal downtown while the garages empty is often faster than joining the exit queue straight away.`,
    author: 'Megan Porter',
    published_at: '2026-08-27T08:00:00-04:00',
    tags: ['atlanta', 'stadium', 'events'],
    cover_image_key: 'blog-stadium-atlanta',
  },
  {
    id: 4,
    slug: 'pay-for-parking-with-your-parkade-wallet',
    lang: 'en',
    title: 'How to pay for parking with your Parkade wallet',
    excerpt: 'Top up once, then book in a tap. How the wallet works in Nigeria, Senegal, Canada and the United States.',
    body: `Your Parkade wallet holds funds in your country's currency, so you can book a space in one tap without entering card details every time.

## Topping up

Open **Wallet** and choose **Add funds**. In Nigeria you pay by card or bank transfer through Paystack, in naira. In Senegal you pay with Wave mobile money in CFA francs, with card payment as a fallback. In Canada and the United States you pay by card, in Canadian or US dollars.

## When the money arrives

Funds are added to your balance only once the payment provider has confirmed the payment, which normally takes a few seconds. If you close the payment page before it finishes, come back to the wallet: it checks the payment again and credits it once, however many times you refresh.

## Paying for a booking

At checkout, choose the wallet as your payment method. The total shown already includes the service or booking fee and any tax that applies in your country, so what you see is what leaves your balance.

## Keeping track

Every top-up and every booking appears in **Transactions**, with the date, amount and reference. If something looks wrong, contact us from the Help page with the reference and we will look into it.`,
    author: 'Chiamaka Eze',
    published_at: '2026-06-10T09:00:00+01:00',
    tags: ['wallet', 'payments', 'how-to'],
    cover_image_key: 'blog-wallet',
  },
  {
    id: 5,
    slug: 'driving-to-union-station-toronto',
    lang: 'en',
    title: 'Driving to Union Station? How to save on downtown Toronto parking',
    excerpt: 'Union Station is the hub for GO Transit, UP Express and VIA Rail. A little planning keeps the parking bill down.',
    body: `Union Station is the busiest transport hub in Canada: GO Transit trains and buses, the UP Express to Pearson, VIA Rail and the subway all meet on Front Street. Parking right beside it is convenient, and priced accordingly.

## Check the event calendar

Scotiabank Arena and the Rogers Centre are a few minutes' walk from Union. On game and concert nights, rates in the surrounding garages rise and spaces disappear early. If you are catching an evening train on an event day, book ahead.

## Daily, evening or monthly?

Many downtown garages charge a flat evening or weekend rate that is far lower than the weekday daily maximum. If you drive in three or more days a week, a monthly pass usually costs less than paying day by day.

## Park further out and ride in

If your trip starts at Union, parking near a subway station outside the core and taking the train for the last few stops can cut the cost of the day considerably and spare you the Gardiner at rush hour.

## Arriving by car for a train

Allow time to walk from the garage to your platform: the station is large, and the walk from some nearby garages takes ten minutes or more.`,
    author: 'Julien Gagnon',
    published_at: '2026-09-15T08:30:00-04:00',
    tags: ['toronto', 'station', 'commuting'],
    cover_image_key: 'blog-station-toronto',
  },
  {
    id: 6,
    slug: 'stationner-a-dakar-un-soir-de-match',
    lang: 'fr',
    title: 'Stationner à Dakar un soir de match',
    excerpt: "Stade Abdoulaye-Wade ou stade Léopold-Sédar-Senghor : nos conseils pour se garer sans stress et repartir sans embouteillages.",
    body: `Les soirs de match, les abords des stades de Dakar comptent parmi les endroits les plus encombrés de la ville. Un peu d'organisation suffit pourtant à éviter l'essentiel des bouchons.

## Au stade Abdoulaye-Wade, à Diamniadio

Le stade se trouve à une trentaine de kilomètres du centre de Dakar. L'autoroute à péage est le trajet le plus rapide, mais elle sature dans l'heure qui précède le coup d'envoi. Partez tôt, ou laissez la voiture près d'une gare et prenez le TER, qui relie Dakar à Diamniadio.

## Au stade Léopold-Sédar-Senghor

Situé sur la route de l'Aéroport, le stade est au cœur d'un quartier très fréquenté, autour du rond-point de la Patte d'Oie. Les places proches des entrées partent vite : réservez la vôtre à l'avance et gardez votre réservation à portée de main.

## Réserver, c'est aussi payer moins cher

Avec Parkade, vous connaissez le prix total avant de partir, frais de service et TVA compris, et vous payez avec Wave ou par carte. Le jour du match, le QR code de votre réservation suffit à l'entrée.

## Après le match

Ne vous précipitez pas : attendre vingt à trente minutes que la circulation se fluidifie fait souvent gagner du temps. Et pensez au covoiturage, moins de voitures, c'est moins de bouchons pour tout le monde.`,
    author: 'Awa Ndiaye',
    published_at: '2026-05-06T10:00:00+00:00',
    tags: ['dakar', 'stade', 'evenements'],
    cover_image_key: 'blog-stadium-dakar',
  },
  {
    id: 7,
    slug: 'payer-son-stationnement-avec-wave',
    lang: 'fr',
    title: 'Payer son stationnement avec Wave',
    excerpt: "Au Sénégal, vous pouvez régler vos réservations et recharger votre portefeuille Parkade avec Wave. Mode d'emploi.",
    body: `Au Sénégal, Parkade accepte le paiement mobile Wave, en francs CFA. C'est la façon la plus simple de payer une réservation ou de recharger votre portefeuille depuis votre téléphone.

## Comment ça marche

Au moment de payer, choisissez **Wave**. Vous êtes redirigé vers Wave pour confirmer le paiement, puis vous revenez sur Parkade. Les montants sont exprimés en francs CFA entiers, sans centimes.

## Quand le paiement est-il pris en compte ?

Votre réservation est confirmée, ou votre portefeuille crédité, dès que Wave a confirmé le paiement, en général en quelques secondes. Si la page se ferme trop tôt, revenez simplement à votre portefeuille : le paiement est vérifié à nouveau et n'est crédité qu'une seule fois.

## Si Wave n'est pas disponible

En cas d'indisponibilité du service, Parkade vous propose automatiquement de payer par carte bancaire, toujours en francs CFA.

## Nos conseils

Vérifiez que votre solde Wave couvre le montant affiché, qui comprend déjà les frais de service et la TVA. Gardez votre téléphone chargé le jour de votre réservation : le QR code qui ouvre la barrière s'y trouve.`,
    author: 'Awa Ndiaye',
    published_at: '2026-07-01T09:00:00+00:00',
    tags: ['wave', 'paiement', 'senegal'],
    cover_image_key: 'blog-wave',
  },
  {
    id: 8,
    slug: 'aeroport-blaise-diagne-preparer-son-stationnement',
    lang: 'fr',
    title: "Aéroport Blaise-Diagne : bien préparer son stationnement",
    excerpt: "L'AIBD est à Diass, loin du centre de Dakar. Courte ou longue durée, navette, horaires : ce qu'il faut savoir avant de partir.",
    body: `L'aéroport international Blaise-Diagne (AIBD) se trouve à Diass, à environ 45 kilomètres du centre de Dakar. Ce trajet, le plus souvent par l'autoroute à péage, est la première chose à prévoir quand on part en voyage en voiture.

## Prévoir le temps de trajet

Comptez large : la circulation à la sortie de Dakar varie beaucoup selon l'heure. Pour un vol international, visez d'être garé environ trois heures avant le départ.

## Courte ou longue durée ?

Pour déposer ou accueillir un proche, le stationnement courte durée, proche du terminal, est le plus pratique mais se paie à l'heure. Pour un voyage de plusieurs jours, les parkings longue durée et économiques coûtent beaucoup moins cher à la journée, et certains proposent une navette vers le terminal.

## Réserver avant de partir

Réserver sur Parkade vous garantit une place et affiche le prix total, frais de service et TVA compris. Vous payez avec Wave ou par carte ; à l'arrivée, le QR code de votre réservation ouvre la barrière.

## Avant de quitter la voiture

Photographiez le numéro de votre place et le panneau du parking, ne laissez rien de visible dans l'habitacle, et pensez au pare-soleil si vous partez plusieurs jours : les parkings en plein air chauffent vite.`,
    author: 'Moussa Diop',
    published_at: '2026-02-12T08:00:00+00:00',
    tags: ['dakar', 'aeroport', 'voyage'],
    cover_image_key: 'blog-airport-dakar',
  },
  {
    id: 9,
    slug: 'montreal-se-garer-pres-du-centre-bell',
    lang: 'fr',
    title: 'Montréal : se garer près du Centre Bell les soirs de match',
    excerpt: 'Métro, stationnements intérieurs et déneigement : comment arriver au Centre Bell sans tourner en rond.',
    body: `Le Centre Bell est en plein centre-ville, entre la rue Saint-Antoine et l'avenue des Canadiens-de-Montréal. Les soirs de match ou de spectacle, les rues voisines se remplissent dès la fin de l'après-midi.

## Stationnement intérieur ou sur rue ?

Les places sur rue sont rares et limitées dans le temps. Un stationnement intérieur réservé à l'avance évite de tourner autour du pâté de maisons, et, en hiver, de retrouver la voiture sous la neige.

## Attention au déneigement

Pendant les opérations de déneigement, des panneaux temporaires interdisent le stationnement sur certaines rues et les véhicules sont remorqués. Vérifiez la signalisation avant de laisser votre voiture, ou choisissez un stationnement intérieur.

## Combiner voiture et métro

Les stations Lucien-L'Allier et Bonaventure sont à quelques minutes à pied du Centre Bell, et la Gare Centrale est toute proche. Se garer plus loin, près d'une station de métro, puis finir en métro coûte souvent moins cher et évite la sortie du centre-ville après le match.

## Après le match

Les stationnements se vident tous en même temps. Si vous n'êtes pas pressé, prendre un verre ou un repas dans le quartier le temps que la circulation se fluidifie est souvent la solution la plus rapide.`,
    author: 'Julien Gagnon',
    published_at: '2026-10-08T09:00:00-04:00',
    tags: ['montreal', 'hockey', 'centre-ville'],
    cover_image_key: 'blog-stadium-montreal',
  },
  {
    id: 10,
    slug: 'bien-choisir-son-abonnement-de-stationnement',
    lang: 'fr',
    title: 'Bien choisir son abonnement de stationnement',
    excerpt: 'Essentiel, Navetteur ou Entreprise ? Un calcul simple pour savoir quel abonnement Parkade vous fait vraiment économiser.',
    body: `Un abonnement n'est intéressant que s'il vous coûte moins cher que vos réservations à l'unité. Voici comment faire le calcul.

## Comptez vos réservations d'un mois type

Notez combien de fois vous réservez une place par mois et le montant des frais de service que vous payez. Si ces frais dépassent le prix de l'abonnement Essentiel, il est rentabilisé.

## L'abonnement Navetteur pour les trajets réguliers

Si vous vous garez presque tous les jours près d'une gare ou au centre-ville, l'abonnement Navetteur supprime les frais de service sur toutes vos réservations et réduit le tarif en semaine dans ces parkings. Pour un trajet domicile-travail, c'est souvent le plus avantageux.

## L'abonnement Entreprise pour les équipes

Plusieurs conducteurs, une seule facture mensuelle : l'abonnement Entreprise regroupe les réservations de vos collaborateurs et vous permet de fixer des plafonds de dépenses par conducteur.

## Et les abonnements mensuels par quartier ?

Si vous vous garez toujours au même endroit, regardez aussi les abonnements mensuels proposés dans la boutique Parkade, par exemple sur le Plateau à Dakar ou au centre-ville de Montréal : une place pour le mois, à prix fixe.`,
    author: 'Moussa Diop',
    published_at: '2026-09-02T10:00:00+00:00',
    tags: ['abonnement', 'conseils', 'economies'],
    cover_image_key: 'blog-subscriptions',
  },
]
