import type { PlaceResult } from '#shared/schemas/places.ts';

/**
 * Sample businesses for demo mode, when no Google key is configured. Names are invented; shared
 * words ("Harbour", "Sunrise", "Maple", "Golden") make one search return several cards.
 */
// biome-ignore format: one place per line reads as a table; expanded it would be ~450 lines.
export const DEMO_CATALOGUE: readonly PlaceResult[] = [
  // Austin, TX
  { placeId: 'demo_sunrise-coffee-austin', name: 'Sunrise Coffee Co.', address: '1201 S Congress Ave, Austin, TX 78704, USA', rating: 4.7, userRatingsTotal: 842, types: ['coffee_shop', 'cafe', 'food', 'store'] },
  { placeId: 'demo_sunrise-bakery-austin', name: 'Sunrise Bakery', address: '2300 E Cesar Chavez St, Austin, TX 78702, USA', rating: 4.5, userRatingsTotal: 316, types: ['bakery', 'food', 'store'] },
  { placeId: 'demo_lone-star-auto-repair', name: 'Lone Star Auto Repair', address: '5510 N Lamar Blvd, Austin, TX 78751, USA', rating: 4.4, userRatingsTotal: 198, types: ['car_repair'] },
  { placeId: 'demo_barton-creek-dental', name: 'Barton Creek Dental', address: '3801 S Lamar Blvd, Austin, TX 78704, USA', rating: 4.9, userRatingsTotal: 421, types: ['dentist', 'health'] },
  { placeId: 'demo_eastside-tacos', name: 'Eastside Tacos', address: '1100 E 6th St, Austin, TX 78702, USA', rating: 4.6, userRatingsTotal: 1730, types: ['restaurant', 'food'] },
  { placeId: 'demo_hill-country-plumbing', name: 'Hill Country Plumbing', address: '9400 Burnet Rd, Austin, TX 78758, USA', types: ['plumber'] },
  { placeId: 'demo_bluebonnet-florist', name: 'Bluebonnet Florist', address: '4001 N Lamar Blvd, Austin, TX 78756, USA', rating: 4.8, userRatingsTotal: 95, types: ['florist', 'store'] },

  // Portland, OR
  { placeId: 'demo_rose-city-books', name: 'Rose City Books', address: '1005 W Burnside St, Portland, OR 97209, USA', rating: 4.8, userRatingsTotal: 2210, types: ['book_store', 'store'] },
  { placeId: 'demo_sunrise-yoga-portland', name: 'Sunrise Yoga & Fitness', address: '3520 SE Hawthorne Blvd, Portland, OR 97214, USA', rating: 4.6, userRatingsTotal: 154, types: ['gym', 'health'] },
  { placeId: 'demo_stumptown-pet-supply', name: 'Stumptown Pet Supply', address: '2400 NE Alberta St, Portland, OR 97211, USA', rating: 4.5, userRatingsTotal: 263, types: ['pet_store', 'store'] },
  { placeId: 'demo_willamette-vet', name: 'Willamette Veterinary Clinic', address: '1730 SE Division St, Portland, OR 97202, USA', rating: 4.7, userRatingsTotal: 389, types: ['veterinary_care'] },
  { placeId: 'demo_cascade-brewing-taproom', name: 'Cascade Taproom', address: '939 SE Belmont St, Portland, OR 97214, USA', rating: 4.4, userRatingsTotal: 1102, types: ['bar', 'restaurant', 'food'] },
  { placeId: 'demo_mississippi-hardware', name: 'Mississippi Ave Hardware', address: '3946 N Mississippi Ave, Portland, OR 97227, USA', types: ['hardware_store', 'home_goods_store', 'store'] },
  { placeId: 'demo_pearl-hair-studio', name: 'Pearl Hair Studio', address: '1120 NW Couch St, Portland, OR 97209, USA', rating: 4.9, userRatingsTotal: 77, types: ['hair_care', 'beauty_salon'] },

  // Brooklyn, NY
  { placeId: 'demo_golden-crust-bakery', name: 'Golden Crust Bakery', address: '412 Court St, Brooklyn, NY 11231, USA', rating: 4.6, userRatingsTotal: 512, types: ['bakery', 'cafe', 'food', 'store'] },
  { placeId: 'demo_golden-shears-barbers', name: 'Golden Shears Barbershop', address: '188 Bedford Ave, Brooklyn, NY 11249, USA', rating: 4.8, userRatingsTotal: 640, types: ['hair_care'] },
  { placeId: 'demo_prospect-park-vet', name: 'Prospect Park Animal Hospital', address: '245 7th Ave, Brooklyn, NY 11215, USA', rating: 4.5, userRatingsTotal: 301, types: ['veterinary_care'] },
  { placeId: 'demo_greenpoint-plumbing', name: 'Greenpoint Plumbing & Heating', address: '97 Franklin St, Brooklyn, NY 11222, USA', rating: 4.1, userRatingsTotal: 58, types: ['plumber'] },
  { placeId: 'demo_smith-street-pizza', name: 'Smith Street Pizza', address: '230 Smith St, Brooklyn, NY 11231, USA', rating: 4.3, userRatingsTotal: 988, types: ['restaurant', 'meal_takeaway', 'food'] },
  { placeId: 'demo_red-hook-spa', name: 'Red Hook Day Spa', address: '120 Van Brunt St, Brooklyn, NY 11231, USA', types: ['spa', 'beauty_salon'] },
  { placeId: 'demo_williamsburg-climbing-gym', name: 'Williamsburg Climbing Gym', address: '61 N 10th St, Brooklyn, NY 11249, USA', rating: 4.7, userRatingsTotal: 1345, types: ['gym'] },

  // Manchester, UK
  { placeId: 'demo_northern-quarter-coffee', name: 'Northern Quarter Coffee', address: '24 Oldham St, Manchester M1 1JN, UK', rating: 4.6, userRatingsTotal: 703, types: ['coffee_shop', 'cafe', 'food'] },
  { placeId: 'demo_ancoats-bakehouse', name: 'Ancoats Bakehouse', address: '7 Blossom St, Manchester M4 6AJ, UK', rating: 4.7, userRatingsTotal: 455, types: ['bakery', 'food', 'store'] },
  { placeId: 'demo_harbour-fish-bar-manchester', name: 'Harbour Fish Bar', address: '53 Deansgate, Manchester M3 2BH, UK', rating: 4.2, userRatingsTotal: 219, types: ['restaurant', 'meal_takeaway', 'food'] },
  { placeId: 'demo_didsbury-dental-practice', name: 'Didsbury Dental Practice', address: '714 Wilmslow Rd, Manchester M20 2DW, UK', rating: 4.8, userRatingsTotal: 166, types: ['dentist', 'health'] },
  { placeId: 'demo_salford-motors', name: 'Salford Motors MOT & Repairs', address: '18 Ordsall Ln, Salford, Manchester M5 3AZ, UK', types: ['car_repair'] },
  { placeId: 'demo_chorlton-florist', name: 'Chorlton Flower Co.', address: '410 Barlow Moor Rd, Manchester M21 8AD, UK', rating: 4.9, userRatingsTotal: 64, types: ['florist', 'store'] },
  { placeId: 'demo_the-crown-and-anchor', name: 'The Crown & Anchor', address: '41 Hilton St, Manchester M1 2EE, UK', rating: 4.3, userRatingsTotal: 1290, types: ['bar', 'restaurant', 'food'] },

  // Toronto, ON
  { placeId: 'demo_harbour-front-cafe-toronto', name: 'Harbourfront Café', address: '235 Queens Quay W, Toronto, ON M5J 2G8, Canada', rating: 4.4, userRatingsTotal: 530, types: ['cafe', 'coffee_shop', 'food'] },
  { placeId: 'demo_maple-leaf-hardware', name: 'Maple Leaf Hardware', address: '1045 Queen St W, Toronto, ON M6J 1H4, Canada', rating: 4.5, userRatingsTotal: 212, types: ['hardware_store', 'store'] },
  { placeId: 'demo_maple-grove-dental', name: 'Maple Grove Dental Centre', address: '2 Bloor St W, Toronto, ON M4W 3E2, Canada', rating: 4.6, userRatingsTotal: 348, types: ['dentist', 'health'] },
  { placeId: 'demo_kensington-books', name: 'Kensington Market Books', address: '180 Baldwin St, Toronto, ON M5T 1L8, Canada', types: ['book_store', 'store'] },
  { placeId: 'demo_leslieville-pets', name: 'Leslieville Pet Shop', address: '1102 Queen St E, Toronto, ON M4M 1K7, Canada', rating: 4.7, userRatingsTotal: 187, types: ['pet_store', 'store'] },
  { placeId: 'demo_ossington-salon', name: 'Ossington Beauty Lounge', address: '95 Ossington Ave, Toronto, ON M6J 2Z2, Canada', rating: 4.8, userRatingsTotal: 243, types: ['beauty_salon', 'hair_care', 'spa'] },
  { placeId: 'demo_harbour-plumbing-toronto', name: 'Harbour City Plumbing', address: '77 Mowat Ave, Toronto, ON M6K 3E3, Canada', rating: 4.0, userRatingsTotal: 41, types: ['plumber'] },

  // Sydney, NSW
  { placeId: 'demo_harbour-view-bakery', name: 'Harbour View Bakery', address: '22 Harris St, Pyrmont NSW 2009, Australia', rating: 4.5, userRatingsTotal: 402, types: ['bakery', 'cafe', 'food', 'store'] },
  { placeId: 'demo_harbour-bridge-dental', name: 'Harbour Bridge Dental', address: '88 George St, The Rocks NSW 2000, Australia', rating: 4.9, userRatingsTotal: 512, types: ['dentist', 'health'] },
  { placeId: 'demo_bondi-surf-gym', name: 'Bondi Surf Gym', address: '140 Campbell Parade, Bondi Beach NSW 2026, Australia', rating: 4.4, userRatingsTotal: 620, types: ['gym'] },
  { placeId: 'demo_newtown-vet', name: 'Newtown Vet Hospital', address: '310 King St, Newtown NSW 2042, Australia', rating: 4.6, userRatingsTotal: 275, types: ['veterinary_care'] },
  { placeId: 'demo_surry-hills-espresso', name: 'Surry Hills Espresso Bar', address: '415 Crown St, Surry Hills NSW 2010, Australia', rating: 4.7, userRatingsTotal: 981, types: ['coffee_shop', 'cafe', 'food'] },
  { placeId: 'demo_sunrise-smash-repairs', name: 'Sunrise Smash Repairs', address: '12 Parramatta Rd, Annandale NSW 2038, Australia', types: ['car_repair'] },
  { placeId: 'demo_glebe-florist', name: 'Glebe Point Florist', address: '57 Glebe Point Rd, Glebe NSW 2037, Australia', rating: 4.8, userRatingsTotal: 133, types: ['florist', 'store'] },

  // Lyon, France
  { placeId: 'demo_cafe-creme-lyon', name: 'Café Crème', address: '14 Rue Mercière, 69002 Lyon, France', rating: 4.5, userRatingsTotal: 388, types: ['cafe', 'coffee_shop', 'food'] },
  { placeId: 'demo_boulangerie-lea', name: 'Boulangerie Léa', address: '32 Rue de la République, 69002 Lyon, France', rating: 4.8, userRatingsTotal: 612, types: ['bakery', 'food', 'store'] },
  { placeId: 'demo_bouchon-des-halles', name: 'Le Bouchon des Halles', address: '102 Cours Lafayette, 69003 Lyon, France', rating: 4.6, userRatingsTotal: 1475, types: ['restaurant', 'food'] },
  { placeId: 'demo_coiffure-helene', name: 'Coiffure Hélène', address: '8 Rue Édouard Herriot, 69001 Lyon, France', rating: 4.7, userRatingsTotal: 92, types: ['hair_care', 'beauty_salon'] },
  { placeId: 'demo_garage-croix-rousse', name: 'Garage de la Croix-Rousse', address: '45 Boulevard de la Croix-Rousse, 69004 Lyon, France', types: ['car_repair'] },
  { placeId: 'demo_librairie-presquile', name: 'Librairie de la Presqu’île', address: '19 Rue Victor Hugo, 69002 Lyon, France', rating: 4.9, userRatingsTotal: 210, types: ['book_store', 'store'] },

  // Montréal, QC
  { placeId: 'demo_cafe-creme-montreal', name: 'Café Crème du Plateau', address: '4301 Rue Saint-Denis, Montréal, QC H2J 2K9, Canada', rating: 4.4, userRatingsTotal: 276, types: ['cafe', 'coffee_shop', 'food'] },
  { placeId: 'demo_patisserie-rosalie', name: 'Pâtisserie Rosalie', address: '5220 Boulevard Saint-Laurent, Montréal, QC H2T 1S1, Canada', rating: 4.7, userRatingsTotal: 344, types: ['bakery', 'cafe', 'food', 'store'] },
  { placeId: 'demo_quincaillerie-mile-end', name: 'Quincaillerie Mile End', address: '5600 Avenue du Parc, Montréal, QC H2V 4H1, Canada', rating: 4.5, userRatingsTotal: 158, types: ['hardware_store', 'store'] },
  { placeId: 'demo_spa-mont-royal', name: 'Spa Mont-Royal', address: '1250 Avenue du Mont-Royal E, Montréal, QC H2J 1Y4, Canada', rating: 4.6, userRatingsTotal: 489, types: ['spa', 'beauty_salon'] },
  { placeId: 'demo_clinique-veterinaire-verdun', name: 'Clinique Vétérinaire Verdun', address: '4100 Rue Wellington, Verdun, QC H4G 1V2, Canada', rating: 4.3, userRatingsTotal: 121, types: ['veterinary_care'] },
  { placeId: 'demo_bar-le-sainte-elisabeth', name: 'Bar Le Sainte-Élisabeth', address: '1412 Rue Sainte-Élisabeth, Montréal, QC H2X 3C4, Canada', rating: 4.5, userRatingsTotal: 1630, types: ['bar'] },
  { placeId: 'demo_atelier-velo-saint-henri', name: 'Atelier Vélo Saint-Henri', address: '3810 Rue Notre-Dame O, Montréal, QC H4C 1P9, Canada', rating: 4.8, userRatingsTotal: 233, types: ['bicycle_store', 'store'] },
  { placeId: 'demo_fleuriste-maple', name: 'Fleuriste Maple & Lys', address: '2030 Rue Notre-Dame O, Montréal, QC H3J 1M9, Canada', types: ['florist', 'store'] },

  // Vienna: the owner's day on a phone (the home, the tab bar, the QR at start)
  { placeId: 'demo_naschmarkt-tea-room', name: 'Naschmarkt Tea Room', address: 'Linke Wienzeile 14, 1060 Wien, Austria', rating: 4.7, userRatingsTotal: 264, types: ['cafe', 'food'] },
  { placeId: 'demo_praterstern-bikes', name: 'Praterstern Bikes', address: 'Praterstern 3, 1020 Wien, Austria', rating: 4.5, userRatingsTotal: 98, types: ['bicycle_store', 'store'] },
  // Graz: review invitations by e-mail (a garage, a barber, a dentist who book every customer)
  { placeId: 'demo_murinsel-garage', name: 'Murinsel Garage', address: 'Lendkai 19, 8020 Graz, Austria', rating: 4.4, userRatingsTotal: 142, types: ['car_repair'] },
  { placeId: 'demo_schlossberg-barber', name: 'Schlossberg Barber', address: 'Sackstraße 8, 8010 Graz, Austria', rating: 4.9, userRatingsTotal: 311, types: ['hair_care', 'beauty_salon'] },
  { placeId: 'demo_jakomini-dental', name: 'Jakomini Dental', address: 'Jakoministraße 23, 8010 Graz, Austria', rating: 4.6, userRatingsTotal: 87, types: ['dentist', 'health'] },
  // Graz: drafted replies to German reviews, and answers to private feedback
  { placeId: 'demo_annenhof-bistro', name: 'Annenhof Bistro', address: 'Annenstraße 29, 8020 Graz, Austria', rating: 4.3, userRatingsTotal: 176, types: ['restaurant', 'food'] },
  { placeId: 'demo_griesplatz-kebab', name: 'Griesplatz Kebab', address: 'Griesplatz 7, 8020 Graz, Austria', rating: 4.5, userRatingsTotal: 233, types: ['restaurant', 'meal_takeaway', 'food'] },
  // Berlin and Dubai: the owner journeys in German and Arabic
  { placeId: 'demo_kaffeehaus-kreuzberg', name: 'Kaffeehaus Kreuzberg', address: 'Oranienstraße 12, 10999 Berlin, Germany', rating: 4.6, userRatingsTotal: 388, types: ['cafe', 'coffee_shop', 'food'] },
  { placeId: 'demo_baeckerei-sonnenschein', name: 'Bäckerei Sonnenschein', address: 'Bergmannstraße 21, 10961 Berlin, Germany', rating: 4.5, userRatingsTotal: 203, types: ['bakery', 'food', 'store'] },
  { placeId: 'demo_marina-pearl-salon', name: 'Marina Pearl Salon', address: 'Marina Walk, Dubai Marina, Dubai, United Arab Emirates', rating: 4.8, userRatingsTotal: 201, types: ['beauty_salon', 'hair_care'] },
  // The inbox journeys: a noodle bar in Manchester, a café in Dubai
  { placeId: 'demo_tamarind-noodle-house', name: 'Tamarind Noodle House', address: '61 Oldham St, Manchester M1 1JR, UK', rating: 4.4, userRatingsTotal: 187, types: ['restaurant', 'meal_takeaway', 'food'] },
  { placeId: 'demo_saffron-courtyard-cafe', name: 'Saffron Courtyard Café', address: 'Al Fahidi St, Al Fahidi, Dubai, United Arab Emirates', rating: 4.6, userRatingsTotal: 143, types: ['cafe', 'food'] },
];
