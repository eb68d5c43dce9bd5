import type { LandmarkSurroundings } from './types.ts'

/**
 * For each landmark (by key): the real streets around it and the locality that ends an
 * address, used to address the fictional parks; how far they spread; and, where the landmark
 * touches water, a nearby anchor on land with a tighter radius.
 */
export const LANDMARK_SURROUNDINGS: Readonly<Record<string, LandmarkSurroundings>> = {
  // Lagos
  'lagos-murtala-muhammed-airport': { locality: 'Ikeja, Lagos', streets: ['International Airport Road', 'Airport Road', 'Mobolaji Bank Anthony Way'], radius_m: 1500 },
  'lagos-national-stadium-surulere': { locality: 'Surulere, Lagos', streets: ['Funsho Williams Avenue', 'Eric Moore Road', 'Ojuelegba Road', 'Alhaji Masha Road'], radius_m: 700 },
  'lagos-teslim-balogun-stadium': { locality: 'Surulere, Lagos', streets: ['Alhaji Masha Road', 'Funsho Williams Avenue', 'Adeniran Ogunsanya Street', 'Bode Thomas Street'], radius_m: 700 },
  'lagos-mobolaji-johnson-station': { locality: 'Ebute Metta, Lagos', streets: ['Murtala Muhammed Way', 'Apapa Road', 'Herbert Macaulay Way', 'Borno Way'], radius_m: 500 },
  'lagos-victoria-island': { locality: 'Victoria Island, Lagos', streets: ['Adeola Odeku Street', 'Ahmadu Bello Way', 'Akin Adesola Street', 'Ajose Adeogun Street', 'Idowu Taylor Street', 'Sanusi Fafunwa Street'], radius_m: 700 },
  'lagos-lekki-phase-1': { locality: 'Lekki Phase 1, Lagos', streets: ['Admiralty Way', 'Admiralty Road', 'Fola Osibo Road', 'Freedom Way'], radius_m: 500, anchor: { lat: 6.4460, lng: 3.4723 } },
  'lagos-ikeja-gra': { locality: 'Ikeja GRA, Lagos', streets: ['Isaac John Street', 'Joel Ogunnaike Street', 'Oba Akinjobi Way', 'Sobo Arobiodu Street'], radius_m: 600 },
  'lagos-marina-cms': { locality: 'Lagos Island, Lagos', streets: ['Marina', 'Broad Street', 'Martins Street', 'Catholic Mission Street'], radius_m: 350, anchor: { lat: 6.4535, lng: 3.3895 } },

  // Abuja
  'abuja-nnamdi-azikiwe-airport': { locality: 'Abuja', streets: ['Airport Road', "Umaru Musa Yar'Adua Expressway"], radius_m: 1500 },
  'abuja-moshood-abiola-stadium': { locality: 'Kukwaba, Abuja', streets: ["Umaru Musa Yar'Adua Expressway", 'Games Village Road'], radius_m: 800 },
  'abuja-idu-station': { locality: 'Idu Industrial Area, Abuja', streets: ['Airport Road', 'Idu Industrial Layout Road'], radius_m: 600 },
  'abuja-central-business-district': { locality: 'Central Business District, Abuja', streets: ['Constitution Avenue', 'Independence Avenue', 'Herbert Macaulay Way', 'Ahmadu Bello Way'], radius_m: 700 },
  'abuja-wuse-2': { locality: 'Wuse II, Abuja', streets: ['Adetokunbo Ademola Crescent', 'Aminu Kano Crescent', 'Dar es Salaam Street', 'Bangui Street'], radius_m: 600 },
  'abuja-maitama': { locality: 'Maitama, Abuja', streets: ['Gana Street', 'Aguiyi Ironsi Street', 'Mississippi Street', 'IBB Way'], radius_m: 600 },

  // Port Harcourt
  'port-harcourt-international-airport': { locality: 'Omagwa, Rivers State', streets: ['Airport Road', 'Omagwa–Igwuruta Road'], radius_m: 1200 },
  'port-harcourt-adokiye-amiesimaka-stadium': { locality: 'Omagwa, Port Harcourt', streets: ['Airport Road', 'Omagwa–Igwuruta Road'], radius_m: 700 },
  'port-harcourt-railway-station': { locality: 'Port Harcourt Township, Port Harcourt', streets: ['Station Road', 'Harbour Road', 'Aggrey Road'], radius_m: 400 },
  'port-harcourt-gra': { locality: 'GRA Phase 2, Port Harcourt', streets: ['Tombia Street', 'Olu Obasanjo Road', 'Sani Abacha Road', 'Evo Road'], radius_m: 600 },
  'port-harcourt-trans-amadi': { locality: 'Trans-Amadi, Port Harcourt', streets: ['Trans-Amadi Road', 'Peter Odili Road', 'Woji Road'], radius_m: 700 },

  // Dakar
  'dakar-blaise-diagne-airport': { locality: 'Diass', streets: ["Route de l'aéroport AIBD", 'Autoroute Dakar–AIBD'], radius_m: 1500 },
  'dakar-stade-abdoulaye-wade': { locality: 'Diamniadio', streets: ['Route nationale 1', 'Pôle urbain de Diamniadio'], radius_m: 800 },
  'dakar-stade-leopold-sedar-senghor': { locality: "Patte d'Oie, Dakar", streets: ["Route de l'Aéroport", 'Voie de dégagement Nord (VDN)'], radius_m: 700 },
  'dakar-gare-ter': { locality: 'Plateau, Dakar', streets: ['Boulevard de la Libération', 'Place du Tirailleur', 'Avenue Lamine Guèye'], radius_m: 350, anchor: { lat: 14.6745, lng: -17.4350 } },
  'dakar-plateau': { locality: 'Plateau, Dakar', streets: ['Avenue Léopold Sédar Senghor', 'Avenue Georges Pompidou', 'Rue Carnot', 'Avenue Hassan II', 'Rue Mohamed V'], radius_m: 450 },
  'dakar-almadies': { locality: 'Almadies, Dakar', streets: ['Route des Almadies', 'Route de Ngor'], radius_m: 450 },
  'dakar-point-e': { locality: 'Point E, Dakar', streets: ['Rue de Fatick', 'Rue de Kaolack', 'Avenue Cheikh Anta Diop', "Boulevard de l'Est"], radius_m: 400 },

  // Thiès
  'thies-stade-lat-dior': { locality: 'Thiès', streets: ['Route de Mbour', 'Route de Dakar'], radius_m: 600 },
  'thies-gare': { locality: 'Thiès', streets: ['Avenue Léopold Sédar Senghor', 'Avenue Général de Gaulle'], radius_m: 400 },
  'thies-centre-ville': { locality: 'Thiès', streets: ['Avenue Léopold Sédar Senghor', 'Avenue Général de Gaulle', 'Avenue Lamine Guèye'], radius_m: 600 },

  // Toronto
  'toronto-pearson-airport': { locality: 'Mississauga, ON', streets: ['Silver Dart Drive', 'Airport Road', 'Convair Drive', 'Dixon Road'], radius_m: 1500 },
  // The airport is on the Toronto Islands; its parking is on the mainland at the ferry and tunnel.
  'toronto-billy-bishop-airport': { locality: 'Toronto, ON', streets: ['Eireann Quay', 'Bathurst Street', 'Queens Quay West', 'Fleet Street'], radius_m: 300, anchor: { lat: 43.6350, lng: -79.3995 } },
  'toronto-union-station': { locality: 'Toronto, ON', streets: ['Front Street West', 'Bay Street', 'York Street', 'Wellington Street West', 'University Avenue'], radius_m: 400 },
  'toronto-scotiabank-arena': { locality: 'Toronto, ON', streets: ['Bay Street', 'Lake Shore Boulevard West', 'Bremner Boulevard', 'Yonge Street', 'The Esplanade'], radius_m: 350, anchor: { lat: 43.6455, lng: -79.3780 } },
  'toronto-rogers-centre': { locality: 'Toronto, ON', streets: ['Blue Jays Way', 'Bremner Boulevard', 'Spadina Avenue', 'Front Street West', 'Navy Wharf Court'], radius_m: 400, anchor: { lat: 43.6430, lng: -79.3900 } },
  'toronto-bmo-field': { locality: 'Toronto, ON', streets: ["Princes' Boulevard", 'Manitoba Drive', 'Strachan Avenue', 'Lake Shore Boulevard West', 'Dufferin Street'], radius_m: 400, anchor: { lat: 43.6345, lng: -79.4170 } },
  'toronto-financial-district': { locality: 'Toronto, ON', streets: ['King Street West', 'Adelaide Street West', 'Richmond Street West', 'Bay Street', 'University Avenue'], radius_m: 500 },
  'toronto-yorkville': { locality: 'Toronto, ON', streets: ['Bloor Street West', 'Yorkville Avenue', 'Cumberland Street', 'Avenue Road', 'Scollard Street'], radius_m: 500 },

  // Vancouver
  'vancouver-international-airport': { locality: 'Richmond, BC', streets: ['Grant McConachie Way', 'Miller Road', 'Russ Baker Way'], radius_m: 1300 },
  'vancouver-bc-place': { locality: 'Vancouver, BC', streets: ['Pacific Boulevard', 'Expo Boulevard', 'Robson Street', 'Beatty Street', 'Smithe Street'], radius_m: 300, anchor: { lat: 49.2785, lng: -123.1110 } },
  'vancouver-rogers-arena': { locality: 'Vancouver, BC', streets: ['Griffiths Way', 'Abbott Street', 'Expo Boulevard', 'Pacific Boulevard', 'West Georgia Street'], radius_m: 300, anchor: { lat: 49.2795, lng: -123.1085 } },
  'vancouver-pacific-central-station': { locality: 'Vancouver, BC', streets: ['Station Street', 'Main Street', 'Terminal Avenue', 'National Avenue', 'Prior Street'], radius_m: 400 },
  'vancouver-waterfront-station': { locality: 'Vancouver, BC', streets: ['West Cordova Street', 'Granville Street', 'Howe Street', 'Seymour Street', 'West Hastings Street'], radius_m: 250, anchor: { lat: 49.2842, lng: -123.1120 } },
  'vancouver-downtown': { locality: 'Vancouver, BC', streets: ['West Georgia Street', 'Robson Street', 'Burrard Street', 'Hornby Street', 'Dunsmuir Street'], radius_m: 550 },
  'vancouver-gastown': { locality: 'Vancouver, BC', streets: ['Water Street', 'West Cordova Street', 'Carrall Street', 'Powell Street', 'Abbott Street'], radius_m: 300, anchor: { lat: 49.2830, lng: -123.1066 } },

  // Montréal
  'montreal-trudeau-airport': { locality: 'Dorval, QC', streets: ['Boulevard Roméo-Vachon Nord', 'Chemin de la Côte-de-Liesse'], radius_m: 1300 },
  'montreal-centre-bell': { locality: 'Montréal, QC', streets: ['Avenue des Canadiens-de-Montréal', 'Rue de la Montagne', 'Rue Saint-Antoine Ouest', 'Rue Peel', 'Rue Drummond'], radius_m: 400 },
  'montreal-stade-olympique': { locality: 'Montréal, QC', streets: ['Avenue Pierre-De Coubertin', 'Rue Sherbrooke Est', 'Boulevard Pie-IX', 'Rue Viau'], radius_m: 600 },
  'montreal-gare-centrale': { locality: 'Montréal, QC', streets: ['Rue de la Gauchetière Ouest', 'Rue Mansfield', 'Boulevard Robert-Bourassa', 'Rue University', 'Rue Cathcart'], radius_m: 400 },
  'montreal-vieux-montreal': { locality: 'Montréal, QC', streets: ['Rue Saint-Paul Ouest', 'Rue de la Commune Ouest', 'Rue Notre-Dame Ouest', 'Rue Saint-Jacques', 'Rue McGill'], radius_m: 350, anchor: { lat: 45.5085, lng: -73.5545 } },
  'montreal-centre-ville': { locality: 'Montréal, QC', streets: ['Rue Sainte-Catherine Ouest', 'Boulevard De Maisonneuve Ouest', 'Rue Peel', 'Rue Stanley', 'Rue Metcalfe'], radius_m: 500 },
  'montreal-plateau-mont-royal': { locality: 'Montréal, QC', streets: ['Avenue du Mont-Royal Est', 'Boulevard Saint-Laurent', 'Rue Saint-Denis', 'Avenue Papineau', 'Rue Rachel Est'], radius_m: 700 },

  // New York
  'new-york-jfk-airport': { locality: 'Jamaica, NY', streets: ['JFK Expressway', 'Van Wyck Expressway', 'Rockaway Boulevard', 'Lefferts Boulevard'], radius_m: 1300 },
  'new-york-laguardia-airport': { locality: 'East Elmhurst, NY', streets: ['Grand Central Parkway', '94th Street', 'Ditmars Boulevard', 'Astoria Boulevard'], radius_m: 800, anchor: { lat: 40.7725, lng: -73.8715 } },
  'new-york-newark-airport': { locality: 'Newark, NJ', streets: ['Brewster Road', 'Haynes Avenue', 'McClellan Street', 'Frontage Road'], radius_m: 1200 },
  'new-york-penn-station': { locality: 'New York, NY', streets: ['West 31st Street', 'West 33rd Street', 'Eighth Avenue', 'Seventh Avenue', 'West 34th Street'], radius_m: 450 },
  'new-york-grand-central': { locality: 'New York, NY', streets: ['East 42nd Street', 'Lexington Avenue', 'Vanderbilt Avenue', 'Park Avenue', 'East 44th Street'], radius_m: 450 },
  'new-york-port-authority-bus-terminal': { locality: 'New York, NY', streets: ['West 40th Street', 'West 41st Street', 'Ninth Avenue', 'Eighth Avenue', 'West 42nd Street'], radius_m: 400 },
  'new-york-madison-square-garden': { locality: 'New York, NY', streets: ['West 33rd Street', 'Seventh Avenue', 'West 31st Street', 'Eighth Avenue', 'West 32nd Street'], radius_m: 450 },
  'new-york-yankee-stadium': { locality: 'Bronx, NY', streets: ['East 161st Street', 'River Avenue', 'Jerome Avenue', 'Gerard Avenue', 'East 153rd Street'], radius_m: 600 },
  'new-york-citi-field': { locality: 'Flushing, NY', streets: ['Seaver Way', 'Roosevelt Avenue', '126th Street', 'Northern Boulevard'], radius_m: 600 },
  'new-york-barclays-center': { locality: 'Brooklyn, NY', streets: ['Atlantic Avenue', 'Flatbush Avenue', 'Dean Street', 'Pacific Street', 'Fourth Avenue'], radius_m: 500 },
  'new-york-midtown': { locality: 'New York, NY', streets: ['West 45th Street', 'Avenue of the Americas', 'West 52nd Street', 'Madison Avenue', 'West 47th Street'], radius_m: 600 },
  'new-york-financial-district': { locality: 'New York, NY', streets: ['Water Street', 'Broad Street', 'Greenwich Street', 'Pearl Street', 'Maiden Lane'], radius_m: 350 },

  // Atlanta
  'atlanta-hartsfield-jackson-airport': { locality: 'Atlanta, GA', streets: ['North Terminal Parkway', 'South Terminal Parkway', 'Camp Creek Parkway', 'Virginia Avenue'], radius_m: 1500 },
  'atlanta-mercedes-benz-stadium': { locality: 'Atlanta, GA', streets: ['Northside Drive NW', 'Martin Luther King Jr Drive SW', 'Mitchell Street SW', 'Andrew Young International Boulevard NW'], radius_m: 600 },
  'atlanta-state-farm-arena': { locality: 'Atlanta, GA', streets: ['Centennial Olympic Park Drive NW', 'Marietta Street NW', 'Andrew Young International Boulevard NW', 'Spring Street NW'], radius_m: 450 },
  'atlanta-truist-park': { locality: 'Atlanta, GA', streets: ['Battery Avenue SE', 'Circle 75 Parkway SE', 'Cobb Parkway SE', 'Windy Ridge Parkway SE'], radius_m: 700 },
  'atlanta-five-points-station': { locality: 'Atlanta, GA', streets: ['Peachtree Street SW', 'Forsyth Street SW', 'Alabama Street SW', 'Broad Street SW', 'Marietta Street NW'], radius_m: 400 },
  'atlanta-downtown': { locality: 'Atlanta, GA', streets: ['Peachtree Center Avenue NE', 'John Portman Boulevard NW', 'Ellis Street NE', 'Courtland Street NE', 'Baker Street NE'], radius_m: 500 },
  'atlanta-midtown': { locality: 'Atlanta, GA', streets: ['Peachtree Street NE', 'West Peachtree Street NW', '10th Street NE', '14th Street NE', 'Spring Street NW'], radius_m: 700 },
  'atlanta-buckhead': { locality: 'Atlanta, GA', streets: ['Peachtree Road NE', 'Lenox Road NE', 'Piedmont Road NE', 'East Paces Ferry Road NE'], radius_m: 700 },

  // Houston
  'houston-bush-intercontinental-airport': { locality: 'Houston, TX', streets: ['North Terminal Road', 'John F. Kennedy Boulevard', 'Will Clayton Parkway', 'Greens Road'], radius_m: 1500 },
  'houston-hobby-airport': { locality: 'Houston, TX', streets: ['Airport Boulevard', 'Broadway Street', 'Telephone Road', 'Monroe Road'], radius_m: 1200 },
  'houston-nrg-stadium': { locality: 'Houston, TX', streets: ['NRG Parkway', 'Kirby Drive', 'Fannin Street', 'McNee Road', 'South Main Street'], radius_m: 700 },
  'houston-daikin-park': { locality: 'Houston, TX', streets: ['Crawford Street', 'Texas Avenue', 'Congress Street', 'Preston Street', 'Hamilton Street'], radius_m: 450 },
  'houston-toyota-center': { locality: 'Houston, TX', streets: ['Polk Street', 'La Branch Street', 'Bell Street', 'Jackson Street', 'Clay Street'], radius_m: 400 },
  'houston-amtrak-station': { locality: 'Houston, TX', streets: ['Washington Avenue', 'Bagby Street', 'Houston Avenue', 'Sabine Street'], radius_m: 450 },
  'houston-downtown': { locality: 'Houston, TX', streets: ['Main Street', 'Travis Street', 'Louisiana Street', 'Smith Street', 'Milam Street'], radius_m: 600 },
  'houston-galleria-uptown': { locality: 'Houston, TX', streets: ['Westheimer Road', 'Post Oak Boulevard', 'Sage Road', 'San Felipe Street'], radius_m: 700 },
  'houston-texas-medical-center': { locality: 'Houston, TX', streets: ['Fannin Street', 'Holcombe Boulevard', 'Main Street', 'Bertner Avenue'], radius_m: 600 },
}
