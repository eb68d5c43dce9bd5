import type { LandmarkRow } from './types.ts'

/**
 * Real places that anchor the seeded parks, with their real approximate coordinates
 * (4 decimals, about 10 m). The parks around them are fictional.
 */
export const SEED_LANDMARKS: readonly LandmarkRow[] = [
  // ── Lagos ────────────────────────────────────────────────────────────────────────────
  { key: 'lagos-murtala-muhammed-airport', name: 'Murtala Muhammed International Airport', name_fr: 'Aéroport international Murtala-Muhammed', type: 'airport', city: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.5774, lng: 3.3212, address: 'Airport Road, Ikeja, Lagos' },
  { key: 'lagos-national-stadium-surulere', name: 'National Stadium, Surulere', name_fr: 'Stade national de Surulere', type: 'stadium', city: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.4969, lng: 3.3647, address: 'Funsho Williams Avenue, Surulere, Lagos' },
  { key: 'lagos-teslim-balogun-stadium', name: 'Teslim Balogun Stadium', name_fr: 'Stade Teslim-Balogun', type: 'stadium', city: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.4994, lng: 3.3608, address: 'Alhaji Masha Road, Surulere, Lagos' },
  { key: 'lagos-mobolaji-johnson-station', name: 'Mobolaji Johnson Station, Ebute Metta (Lagos–Ibadan railway)', name_fr: 'Gare Mobolaji-Johnson, Ebute Metta (ligne Lagos–Ibadan)', type: 'station', city: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.4840, lng: 3.3800, address: 'Murtala Muhammed Way, Ebute Metta, Lagos' },
  { key: 'lagos-victoria-island', name: 'Victoria Island', type: 'city', city: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.4281, lng: 3.4219, address: 'Victoria Island, Lagos' },
  { key: 'lagos-lekki-phase-1', name: 'Lekki Phase 1', type: 'city', city: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.4478, lng: 3.4723, address: 'Lekki Phase 1, Lagos' },
  { key: 'lagos-ikeja-gra', name: 'Ikeja GRA', type: 'city', city: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.5794, lng: 3.3557, address: 'Ikeja GRA, Lagos' },
  { key: 'lagos-marina-cms', name: 'Marina & CMS', name_fr: 'Marina et CMS', type: 'city', city: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.4518, lng: 3.3892, address: 'Marina, Lagos Island, Lagos' },

  // ── Abuja ────────────────────────────────────────────────────────────────────────────
  { key: 'abuja-nnamdi-azikiwe-airport', name: 'Nnamdi Azikiwe International Airport', name_fr: 'Aéroport international Nnamdi-Azikiwe', type: 'airport', city: 'Abuja', region_code: 'NG-FC', country_code: 'NG', lat: 9.0068, lng: 7.2632, address: 'Airport Road, Abuja' },
  { key: 'abuja-moshood-abiola-stadium', name: 'Moshood Abiola National Stadium', name_fr: 'Stade national Moshood-Abiola', type: 'stadium', city: 'Abuja', region_code: 'NG-FC', country_code: 'NG', lat: 9.0379, lng: 7.4534, address: "Umaru Musa Yar'Adua Expressway, Kukwaba, Abuja" },
  { key: 'abuja-idu-station', name: 'Idu Station (Abuja–Kaduna railway)', name_fr: "Gare d'Idu (ligne Abuja–Kaduna)", type: 'station', city: 'Abuja', region_code: 'NG-FC', country_code: 'NG', lat: 9.0480, lng: 7.3720, address: 'Idu Industrial Area, Abuja' },
  { key: 'abuja-central-business-district', name: 'Central Business District', name_fr: "Quartier central des affaires d'Abuja", type: 'city', city: 'Abuja', region_code: 'NG-FC', country_code: 'NG', lat: 9.0550, lng: 7.4890, address: 'Central Business District, Abuja' },
  { key: 'abuja-wuse-2', name: 'Wuse II', type: 'city', city: 'Abuja', region_code: 'NG-FC', country_code: 'NG', lat: 9.0790, lng: 7.4700, address: 'Wuse II, Abuja' },
  { key: 'abuja-maitama', name: 'Maitama', type: 'city', city: 'Abuja', region_code: 'NG-FC', country_code: 'NG', lat: 9.0890, lng: 7.4940, address: 'Maitama, Abuja' },

  // ── Port Harcourt ────────────────────────────────────────────────────────────────────
  { key: 'port-harcourt-international-airport', name: 'Port Harcourt International Airport', name_fr: 'Aéroport international de Port Harcourt', type: 'airport', city: 'Port Harcourt', region_code: 'NG-RI', country_code: 'NG', lat: 5.0155, lng: 6.9496, address: 'Airport Road, Omagwa, Rivers State' },
  { key: 'port-harcourt-adokiye-amiesimaka-stadium', name: 'Adokiye Amiesimaka Stadium', name_fr: 'Stade Adokiye-Amiesimaka', type: 'stadium', city: 'Port Harcourt', region_code: 'NG-RI', country_code: 'NG', lat: 4.9675, lng: 6.9714, address: 'Airport Road, Omagwa, Port Harcourt' },
  { key: 'port-harcourt-railway-station', name: 'Port Harcourt Railway Station', name_fr: 'Gare de Port Harcourt', type: 'station', city: 'Port Harcourt', region_code: 'NG-RI', country_code: 'NG', lat: 4.7780, lng: 7.0170, address: 'Station Road, Port Harcourt' },
  { key: 'port-harcourt-gra', name: 'GRA Phase 2', type: 'city', city: 'Port Harcourt', region_code: 'NG-RI', country_code: 'NG', lat: 4.8230, lng: 7.0010, address: 'GRA Phase 2, Port Harcourt' },
  { key: 'port-harcourt-trans-amadi', name: 'Trans-Amadi', type: 'city', city: 'Port Harcourt', region_code: 'NG-RI', country_code: 'NG', lat: 4.8120, lng: 7.0380, address: 'Trans-Amadi, Port Harcourt' },

  // ── Dakar ────────────────────────────────────────────────────────────────────────────
  // AIBD lies in Diass (Thiès region), about 45 km from central Dakar.
  { key: 'dakar-blaise-diagne-airport', name: 'Blaise Diagne International Airport (AIBD)', name_fr: 'Aéroport international Blaise-Diagne (AIBD)', type: 'airport', city: 'Dakar', region_code: 'SN-TH', country_code: 'SN', lat: 14.6700, lng: -17.0733, address: 'Diass, Sénégal' },
  { key: 'dakar-stade-abdoulaye-wade', name: 'Abdoulaye Wade Stadium', name_fr: 'Stade Abdoulaye-Wade', type: 'stadium', city: 'Dakar', region_code: 'SN-DK', country_code: 'SN', lat: 14.7326, lng: -17.2011, address: 'Diamniadio, Sénégal' },
  { key: 'dakar-stade-leopold-sedar-senghor', name: 'Léopold Sédar Senghor Stadium', name_fr: 'Stade Léopold-Sédar-Senghor', type: 'stadium', city: 'Dakar', region_code: 'SN-DK', country_code: 'SN', lat: 14.7467, lng: -17.4520, address: "Route de l'Aéroport, Dakar" },
  { key: 'dakar-gare-ter', name: 'Dakar Railway Station (TER)', name_fr: 'Gare de Dakar (TER)', type: 'station', city: 'Dakar', region_code: 'SN-DK', country_code: 'SN', lat: 14.6758, lng: -17.4334, address: 'Boulevard de la Libération, Dakar' },
  { key: 'dakar-plateau', name: 'Plateau', name_fr: 'Le Plateau', type: 'city', city: 'Dakar', region_code: 'SN-DK', country_code: 'SN', lat: 14.6680, lng: -17.4340, address: 'Plateau, Dakar' },
  { key: 'dakar-almadies', name: 'Les Almadies', name_fr: 'Les Almadies', type: 'city', city: 'Dakar', region_code: 'SN-DK', country_code: 'SN', lat: 14.7430, lng: -17.5090, address: 'Almadies, Dakar' },
  { key: 'dakar-point-e', name: 'Point E', type: 'city', city: 'Dakar', region_code: 'SN-DK', country_code: 'SN', lat: 14.6950, lng: -17.4620, address: 'Point E, Dakar' },

  // ── Thiès ────────────────────────────────────────────────────────────────────────────
  { key: 'thies-stade-lat-dior', name: 'Lat-Dior Stadium', name_fr: 'Stade Lat-Dior', type: 'stadium', city: 'Thiès', region_code: 'SN-TH', country_code: 'SN', lat: 14.7698, lng: -16.9443, address: 'Route de Mbour, Thiès' },
  { key: 'thies-gare', name: 'Thiès Railway Station', name_fr: 'Gare de Thiès', type: 'station', city: 'Thiès', region_code: 'SN-TH', country_code: 'SN', lat: 14.7975, lng: -16.9294, address: 'Avenue Léopold Sédar Senghor, Thiès' },
  { key: 'thies-centre-ville', name: 'Thiès city centre', name_fr: 'Centre-ville de Thiès', type: 'city', city: 'Thiès', region_code: 'SN-TH', country_code: 'SN', lat: 14.7910, lng: -16.9330, address: 'Centre-ville, Thiès' },

  // ── Toronto ──────────────────────────────────────────────────────────────────────────
  { key: 'toronto-pearson-airport', name: 'Toronto Pearson International Airport', name_fr: 'Aéroport international Pearson de Toronto', type: 'airport', city: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6777, lng: -79.6248, address: '6301 Silver Dart Drive, Mississauga, ON' },
  { key: 'toronto-billy-bishop-airport', name: 'Billy Bishop Toronto City Airport', name_fr: 'Aéroport Billy-Bishop de Toronto', type: 'airport', city: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6275, lng: -79.3962, address: '2 Eireann Quay, Toronto, ON' },
  { key: 'toronto-union-station', name: 'Union Station', name_fr: 'Gare Union', type: 'station', city: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6453, lng: -79.3806, address: '65 Front Street West, Toronto, ON' },
  { key: 'toronto-scotiabank-arena', name: 'Scotiabank Arena', name_fr: 'Aréna Scotiabank', type: 'stadium', city: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6435, lng: -79.3791, address: '40 Bay Street, Toronto, ON' },
  { key: 'toronto-rogers-centre', name: 'Rogers Centre', name_fr: 'Centre Rogers', type: 'stadium', city: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6414, lng: -79.3894, address: '1 Blue Jays Way, Toronto, ON' },
  { key: 'toronto-bmo-field', name: 'BMO Field', name_fr: 'Stade BMO Field', type: 'stadium', city: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6332, lng: -79.4186, address: "170 Princes' Boulevard, Toronto, ON" },
  { key: 'toronto-financial-district', name: 'Financial District', name_fr: 'Quartier financier de Toronto', type: 'city', city: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6486, lng: -79.3810, address: 'Financial District, Toronto, ON' },
  { key: 'toronto-yorkville', name: 'Yorkville', type: 'city', city: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6710, lng: -79.3930, address: 'Yorkville, Toronto, ON' },

  // ── Vancouver ────────────────────────────────────────────────────────────────────────
  { key: 'vancouver-international-airport', name: 'Vancouver International Airport (YVR)', name_fr: 'Aéroport international de Vancouver (YVR)', type: 'airport', city: 'Vancouver', region_code: 'CA-BC', country_code: 'CA', lat: 49.1947, lng: -123.1792, address: '3211 Grant McConachie Way, Richmond, BC' },
  { key: 'vancouver-bc-place', name: 'BC Place', name_fr: 'Stade BC Place', type: 'stadium', city: 'Vancouver', region_code: 'CA-BC', country_code: 'CA', lat: 49.2768, lng: -123.1119, address: '777 Pacific Boulevard, Vancouver, BC' },
  { key: 'vancouver-rogers-arena', name: 'Rogers Arena', name_fr: 'Aréna Rogers', type: 'stadium', city: 'Vancouver', region_code: 'CA-BC', country_code: 'CA', lat: 49.2778, lng: -123.1089, address: '800 Griffiths Way, Vancouver, BC' },
  { key: 'vancouver-pacific-central-station', name: 'Pacific Central Station', name_fr: 'Gare Pacific Central', type: 'station', city: 'Vancouver', region_code: 'CA-BC', country_code: 'CA', lat: 49.2731, lng: -123.0980, address: '1150 Station Street, Vancouver, BC' },
  { key: 'vancouver-waterfront-station', name: 'Waterfront Station', name_fr: 'Gare Waterfront', type: 'station', city: 'Vancouver', region_code: 'CA-BC', country_code: 'CA', lat: 49.2856, lng: -123.1115, address: '601 West Cordova Street, Vancouver, BC' },
  { key: 'vancouver-downtown', name: 'Downtown Vancouver', name_fr: 'Centre-ville de Vancouver', type: 'city', city: 'Vancouver', region_code: 'CA-BC', country_code: 'CA', lat: 49.2820, lng: -123.1200, address: 'Downtown, Vancouver, BC' },
  { key: 'vancouver-gastown', name: 'Gastown', type: 'city', city: 'Vancouver', region_code: 'CA-BC', country_code: 'CA', lat: 49.2838, lng: -123.1066, address: 'Gastown, Vancouver, BC' },

  // ── Montréal ─────────────────────────────────────────────────────────────────────────
  { key: 'montreal-trudeau-airport', name: 'Montréal–Trudeau International Airport', name_fr: 'Aéroport international Montréal-Trudeau', type: 'airport', city: 'Montréal', region_code: 'CA-QC', country_code: 'CA', lat: 45.4706, lng: -73.7408, address: '975 Boulevard Roméo-Vachon Nord, Dorval, QC' },
  { key: 'montreal-centre-bell', name: 'Bell Centre', name_fr: 'Centre Bell', type: 'stadium', city: 'Montréal', region_code: 'CA-QC', country_code: 'CA', lat: 45.4961, lng: -73.5693, address: '1909 Avenue des Canadiens-de-Montréal, Montréal, QC' },
  { key: 'montreal-stade-olympique', name: 'Olympic Stadium', name_fr: 'Stade olympique', type: 'stadium', city: 'Montréal', region_code: 'CA-QC', country_code: 'CA', lat: 45.5580, lng: -73.5517, address: '4545 Avenue Pierre-De Coubertin, Montréal, QC' },
  { key: 'montreal-gare-centrale', name: 'Montréal Central Station', name_fr: 'Gare Centrale de Montréal', type: 'station', city: 'Montréal', region_code: 'CA-QC', country_code: 'CA', lat: 45.4996, lng: -73.5664, address: '895 Rue de la Gauchetière Ouest, Montréal, QC' },
  { key: 'montreal-vieux-montreal', name: 'Old Montréal', name_fr: 'Vieux-Montréal', type: 'city', city: 'Montréal', region_code: 'CA-QC', country_code: 'CA', lat: 45.5075, lng: -73.5540, address: 'Vieux-Montréal, Montréal, QC' },
  { key: 'montreal-centre-ville', name: 'Downtown Montréal', name_fr: 'Centre-ville de Montréal', type: 'city', city: 'Montréal', region_code: 'CA-QC', country_code: 'CA', lat: 45.5030, lng: -73.5720, address: 'Centre-ville, Montréal, QC' },
  { key: 'montreal-plateau-mont-royal', name: 'Plateau-Mont-Royal', name_fr: 'Le Plateau-Mont-Royal', type: 'city', city: 'Montréal', region_code: 'CA-QC', country_code: 'CA', lat: 45.5230, lng: -73.5810, address: 'Le Plateau-Mont-Royal, Montréal, QC' },

  // ── New York ─────────────────────────────────────────────────────────────────────────
  { key: 'new-york-jfk-airport', name: 'John F. Kennedy International Airport (JFK)', name_fr: 'Aéroport international John-F.-Kennedy (JFK)', type: 'airport', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.6413, lng: -73.7781, address: 'Queens, NY 11430' },
  { key: 'new-york-laguardia-airport', name: 'LaGuardia Airport (LGA)', name_fr: 'Aéroport LaGuardia (LGA)', type: 'airport', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7769, lng: -73.8740, address: 'Queens, NY 11371' },
  // Newark is in New Jersey but is one of New York City's three main airports.
  { key: 'new-york-newark-airport', name: 'Newark Liberty International Airport (EWR)', name_fr: 'Aéroport international Newark Liberty (EWR)', type: 'airport', city: 'New York', region_code: 'US-NJ', country_code: 'US', lat: 40.6895, lng: -74.1745, address: '3 Brewster Road, Newark, NJ 07114' },
  { key: 'new-york-penn-station', name: 'Penn Station', name_fr: 'Gare Penn Station', type: 'station', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7506, lng: -73.9935, address: 'Eighth Avenue & West 31st Street, New York, NY' },
  { key: 'new-york-grand-central', name: 'Grand Central Terminal', name_fr: 'Gare Grand Central', type: 'station', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7527, lng: -73.9772, address: '89 East 42nd Street, New York, NY' },
  { key: 'new-york-port-authority-bus-terminal', name: 'Port Authority Bus Terminal', name_fr: 'Gare routière de Port Authority', type: 'station', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7569, lng: -73.9903, address: '625 Eighth Avenue, New York, NY' },
  { key: 'new-york-madison-square-garden', name: 'Madison Square Garden', type: 'stadium', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7505, lng: -73.9934, address: '4 Pennsylvania Plaza, New York, NY' },
  { key: 'new-york-yankee-stadium', name: 'Yankee Stadium', name_fr: 'Stade des Yankees', type: 'stadium', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.8296, lng: -73.9262, address: '1 East 161st Street, Bronx, NY' },
  { key: 'new-york-citi-field', name: 'Citi Field', name_fr: 'Stade Citi Field', type: 'stadium', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7571, lng: -73.8458, address: '41 Seaver Way, Queens, NY' },
  { key: 'new-york-barclays-center', name: 'Barclays Center', type: 'stadium', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.6826, lng: -73.9754, address: '620 Atlantic Avenue, Brooklyn, NY' },
  { key: 'new-york-midtown', name: 'Midtown Manhattan', name_fr: 'Midtown Manhattan', type: 'city', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7549, lng: -73.9840, address: 'Midtown, New York, NY' },
  { key: 'new-york-financial-district', name: 'Financial District', name_fr: 'Quartier financier de Manhattan', type: 'city', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7075, lng: -74.0113, address: 'Financial District, New York, NY' },

  // ── Atlanta ──────────────────────────────────────────────────────────────────────────
  { key: 'atlanta-hartsfield-jackson-airport', name: 'Hartsfield–Jackson Atlanta International Airport', name_fr: "Aéroport international Hartsfield-Jackson d'Atlanta", type: 'airport', city: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.6407, lng: -84.4277, address: '6000 North Terminal Parkway, Atlanta, GA' },
  { key: 'atlanta-mercedes-benz-stadium', name: 'Mercedes-Benz Stadium', name_fr: 'Stade Mercedes-Benz', type: 'stadium', city: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.7554, lng: -84.4008, address: '1 AMB Drive NW, Atlanta, GA' },
  { key: 'atlanta-state-farm-arena', name: 'State Farm Arena', name_fr: 'Aréna State Farm', type: 'stadium', city: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.7573, lng: -84.3963, address: '1 State Farm Drive, Atlanta, GA' },
  { key: 'atlanta-truist-park', name: 'Truist Park', name_fr: 'Stade Truist Park', type: 'stadium', city: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.8908, lng: -84.4678, address: '755 Battery Avenue SE, Atlanta, GA' },
  { key: 'atlanta-five-points-station', name: 'Five Points MARTA Station', name_fr: 'Station Five Points (MARTA)', type: 'station', city: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.7539, lng: -84.3915, address: '30 Alabama Street SW, Atlanta, GA' },
  { key: 'atlanta-downtown', name: 'Downtown Atlanta', name_fr: "Centre-ville d'Atlanta", type: 'city', city: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.7596, lng: -84.3870, address: 'Downtown, Atlanta, GA' },
  { key: 'atlanta-midtown', name: 'Midtown Atlanta', name_fr: "Midtown d'Atlanta", type: 'city', city: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.7816, lng: -84.3830, address: 'Midtown, Atlanta, GA' },
  { key: 'atlanta-buckhead', name: 'Buckhead', type: 'city', city: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.8430, lng: -84.3730, address: 'Buckhead, Atlanta, GA' },

  // ── Houston ──────────────────────────────────────────────────────────────────────────
  { key: 'houston-bush-intercontinental-airport', name: 'George Bush Intercontinental Airport (IAH)', name_fr: 'Aéroport intercontinental George-Bush (IAH)', type: 'airport', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.9902, lng: -95.3368, address: '2800 North Terminal Road, Houston, TX' },
  { key: 'houston-hobby-airport', name: 'William P. Hobby Airport (HOU)', name_fr: 'Aéroport William-P.-Hobby (HOU)', type: 'airport', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.6454, lng: -95.2789, address: '7800 Airport Boulevard, Houston, TX' },
  { key: 'houston-nrg-stadium', name: 'NRG Stadium', name_fr: 'Stade NRG', type: 'stadium', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.6847, lng: -95.4107, address: 'NRG Parkway, Houston, TX' },
  { key: 'houston-daikin-park', name: 'Daikin Park (formerly Minute Maid Park)', name_fr: 'Daikin Park (ex-Minute Maid Park)', type: 'stadium', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.7573, lng: -95.3555, address: '501 Crawford Street, Houston, TX' },
  { key: 'houston-toyota-center', name: 'Toyota Center', type: 'stadium', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.7508, lng: -95.3621, address: '1510 Polk Street, Houston, TX' },
  { key: 'houston-amtrak-station', name: 'Houston Amtrak Station', name_fr: 'Gare Amtrak de Houston', type: 'station', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.7672, lng: -95.3671, address: '902 Washington Avenue, Houston, TX' },
  { key: 'houston-downtown', name: 'Downtown Houston', name_fr: 'Centre-ville de Houston', type: 'city', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.7590, lng: -95.3660, address: 'Downtown, Houston, TX' },
  { key: 'houston-galleria-uptown', name: 'Uptown (Galleria)', name_fr: 'Uptown (Galleria)', type: 'city', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.7390, lng: -95.4630, address: 'Uptown, Houston, TX' },
  { key: 'houston-texas-medical-center', name: 'Texas Medical Center', name_fr: 'Texas Medical Center', type: 'city', city: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.7070, lng: -95.4000, address: 'Texas Medical Center, Houston, TX' },
]
