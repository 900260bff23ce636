/**
 * Neighbourhoods of the five cities with their centres (degrees, from OpenStreetMap's place
 * nodes, to about 100 m): the sandbox geocoder's whole world, and the places the browse page
 * offers for 'within N km of'.
 */
export interface Place {
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Other spellings people write in addresses. */
  aliases?: string[];
}

export const GAZETTEER: readonly Place[] = [
  // Lagos
  {
    name: 'Lekki Phase 1',
    city: 'Lagos',
    state: 'Lagos State',
    lat: 6.4478,
    lng: 3.4723,
    aliases: ['Lekki'],
  },
  {
    name: 'Victoria Island',
    city: 'Lagos',
    state: 'Lagos State',
    lat: 6.4281,
    lng: 3.4219,
    aliases: ['VI'],
  },
  { name: 'Ikoyi', city: 'Lagos', state: 'Lagos State', lat: 6.4541, lng: 3.4347 },
  { name: 'Yaba', city: 'Lagos', state: 'Lagos State', lat: 6.5095, lng: 3.3711 },
  { name: 'Surulere', city: 'Lagos', state: 'Lagos State', lat: 6.5006, lng: 3.3534 },
  { name: 'Ikeja GRA', city: 'Lagos', state: 'Lagos State', lat: 6.5818, lng: 3.3545 },
  { name: 'Ikeja', city: 'Lagos', state: 'Lagos State', lat: 6.6018, lng: 3.3515 },
  { name: 'Ajah', city: 'Lagos', state: 'Lagos State', lat: 6.4698, lng: 3.5852 },
  { name: 'Gbagada', city: 'Lagos', state: 'Lagos State', lat: 6.5535, lng: 3.3892 },
  { name: 'Magodo', city: 'Lagos', state: 'Lagos State', lat: 6.6157, lng: 3.3886 },
  { name: 'Maryland', city: 'Lagos', state: 'Lagos State', lat: 6.572, lng: 3.366 },
  {
    name: 'Festac Town',
    city: 'Lagos',
    state: 'Lagos State',
    lat: 6.4667,
    lng: 3.2833,
    aliases: ['Festac'],
  },
  { name: 'Ikorodu', city: 'Lagos', state: 'Lagos State', lat: 6.6194, lng: 3.5105 },
  { name: 'Lagos Island', city: 'Lagos', state: 'Lagos State', lat: 6.455, lng: 3.3941 },
  // Abuja
  { name: 'Maitama', city: 'Abuja', state: 'FCT', lat: 9.0866, lng: 7.496 },
  { name: 'Wuse 2', city: 'Abuja', state: 'FCT', lat: 9.079, lng: 7.47, aliases: ['Wuse II'] },
  { name: 'Garki', city: 'Abuja', state: 'FCT', lat: 9.03, lng: 7.49 },
  { name: 'Asokoro', city: 'Abuja', state: 'FCT', lat: 9.045, lng: 7.525 },
  { name: 'Gwarinpa', city: 'Abuja', state: 'FCT', lat: 9.107, lng: 7.405 },
  { name: 'Jabi', city: 'Abuja', state: 'FCT', lat: 9.07, lng: 7.425 },
  { name: 'Utako', city: 'Abuja', state: 'FCT', lat: 9.07, lng: 7.44 },
  {
    name: 'Central Business District',
    city: 'Abuja',
    state: 'FCT',
    lat: 9.0579,
    lng: 7.4951,
    aliases: ['CBD'],
  },
  { name: 'Kubwa', city: 'Abuja', state: 'FCT', lat: 9.155, lng: 7.322 },
  { name: 'Lugbe', city: 'Abuja', state: 'FCT', lat: 8.98, lng: 7.38 },
  // Port Harcourt
  { name: 'GRA Phase 2', city: 'Port Harcourt', state: 'Rivers State', lat: 4.8156, lng: 6.998 },
  { name: 'Old GRA', city: 'Port Harcourt', state: 'Rivers State', lat: 4.78, lng: 7.008 },
  { name: 'Trans-Amadi', city: 'Port Harcourt', state: 'Rivers State', lat: 4.811, lng: 7.035 },
  { name: 'D-Line', city: 'Port Harcourt', state: 'Rivers State', lat: 4.8, lng: 7.01 },
  { name: 'Rumuola', city: 'Port Harcourt', state: 'Rivers State', lat: 4.835, lng: 7.005 },
  { name: 'Woji', city: 'Port Harcourt', state: 'Rivers State', lat: 4.83, lng: 7.05 },
  // Ibadan
  { name: 'Bodija', city: 'Ibadan', state: 'Oyo State', lat: 7.435, lng: 3.91 },
  { name: 'Jericho', city: 'Ibadan', state: 'Oyo State', lat: 7.405, lng: 3.87 },
  {
    name: 'Oluyole Estate',
    city: 'Ibadan',
    state: 'Oyo State',
    lat: 7.36,
    lng: 3.865,
    aliases: ['Oluyole'],
  },
  { name: 'Ring Road', city: 'Ibadan', state: 'Oyo State', lat: 7.37, lng: 3.885 },
  { name: 'Agodi GRA', city: 'Ibadan', state: 'Oyo State', lat: 7.405, lng: 3.915 },
  { name: 'Mokola', city: 'Ibadan', state: 'Oyo State', lat: 7.41, lng: 3.89 },
  // Kano
  {
    name: 'Nassarawa GRA',
    city: 'Kano',
    state: 'Kano State',
    lat: 11.995,
    lng: 8.535,
    aliases: ['Nasarawa GRA'],
  },
  { name: 'Bompai', city: 'Kano', state: 'Kano State', lat: 12.01, lng: 8.55 },
  { name: 'Sabon Gari', city: 'Kano', state: 'Kano State', lat: 12.015, lng: 8.53 },
  { name: 'Tarauni', city: 'Kano', state: 'Kano State', lat: 11.97, lng: 8.54 },
  { name: 'Farm Centre', city: 'Kano', state: 'Kano State', lat: 11.98, lng: 8.51 },
  { name: 'Sharada', city: 'Kano', state: 'Kano State', lat: 11.97, lng: 8.505 },
];

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The names of a place folded for matching, longest first. */
const namesOf = (p: Place) =>
  [p.name, ...(p.aliases ?? [])].map(fold).sort((a, b) => b.length - a.length);

/**
 * The neighbourhood an address names, in its city when one is given: the longest name (or
 * alias) found as whole words in the address ('12 Admiralty Way, Lekki Phase 1' is Lekki
 * Phase 1, not Lekki).
 */
export function placeInAddress(address: string, city?: string): Place | undefined {
  const text = ` ${fold(address)} `;
  let best: { place: Place; length: number } | undefined;
  for (const place of GAZETTEER) {
    if (city && fold(place.city) !== fold(city)) continue;
    for (const name of namesOf(place)) {
      if (text.includes(` ${name} `) && (!best || name.length > best.length)) {
        best = { place, length: name.length };
      }
    }
  }
  return best?.place;
}

/** Places whose name (or city) has a word starting with the query, at most `limit`. */
export function searchPlaces(query: string, limit = 8): Place[] {
  const q = fold(query);
  if (!q) return [];
  const starts = (s: string) => ` ${fold(s)}`.includes(` ${q}`);
  return GAZETTEER.filter(
    (p) => namesOf(p).some(starts) || starts(`${p.name} ${p.city}`) || starts(p.city),
  ).slice(0, limit);
}
