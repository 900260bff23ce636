/**
 * A seeded stream of realistic, varied public searches, as the browse page sends them: a text
 * word or phrase (areas, types, cities, and places that have no listings), a city, a type, a
 * price preset or typed bounds, bedrooms, a sort and a page from 1 to 30, each present or not.
 * The same seed gives the same searches on every run.
 */

/** mulberry32: a small, fast, seedable generator of numbers in [0, 1). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES = ['lagos', 'abuja', 'port harcourt', 'ibadan', 'kano', 'enugu', 'kaduna', 'jos'];
const TEXTS = [
  // areas of the generated listings, alone and as typed phrases
  'lekki',
  'lekki phase 1',
  'yaba',
  'ikeja',
  'ikeja gra',
  'victoria island',
  'surulere',
  'ajah',
  'maitama',
  'wuse',
  'wuse 2',
  'gwarinpa',
  'jabi',
  'gra',
  'rumuola',
  'bodija',
  'jericho',
  'nassarawa',
  'bompai',
  // types and words of titles and descriptions
  'house',
  'apartment',
  'flat',
  'duplex',
  'studio',
  'bungalow',
  'terrace',
  'villa',
  'penthouse',
  '3 bedrooms',
  'secure compound',
  // cities typed as text
  'lagos',
  'abuja',
  'port harcourt',
  'ibadan',
  // places with no listings here
  'banana island',
  'magodo',
  'asokoro',
  'gbagada',
  'trans amadi',
];
const TYPES = ['apartment', 'house', 'studio', 'penthouse', 'villa', 'flat', 'duplex', 'bungalow'];
const PRESETS = [
  [0, 200000],
  [200000, 500000],
  [500000, 1000000],
  [1000000, 2000000],
  [2000000, undefined],
];
const BEDROOMS = ['1', '2', '3', '4', '5+'];
const SORTS = [
  ['newest', 0.5],
  ['price-low', 0.2],
  ['price-high', 0.15],
  ['bedrooms', 0.15],
];

/**
 * `count` different search paths (`/api/properties?…`), seeded; a repeated combination is
 * drawn again, so no two paths are the same and the page cache never answers one of them.
 */
export function variedSearches(count, seed = 2026) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const chance = (p) => rnd() < p;
  const seen = new Set();
  const out = [];
  while (out.length < count) {
    const q = new URLSearchParams();
    if (chance(0.4)) q.set('query', pick(TEXTS));
    if (chance(0.6)) q.set('city', pick(CITIES));
    if (chance(0.3)) q.set('type', pick(TYPES));
    if (chance(0.35)) {
      const [min, max] = pick(PRESETS);
      q.set('minPrice', String(min));
      if (max !== undefined) q.set('maxPrice', String(max));
    } else if (chance(0.1)) {
      q.set('minPrice', String(150000 + Math.floor(rnd() * 100) * 10000));
      q.set('maxPrice', String(600000 + Math.floor(rnd() * 200) * 10000));
    }
    if (chance(0.4)) q.set('bedrooms', pick(BEDROOMS));
    let r = rnd();
    const sort = SORTS.find(([, p]) => (r -= p) < 0)?.[0] ?? 'newest';
    if (sort !== 'newest') q.set('sortBy', sort);
    const page = chance(0.4) ? 1 : 2 + Math.floor(rnd() * 29);
    if (page > 1) q.set('page', String(page));
    const path = `/api/properties?${q}`;
    if (seen.has(path)) continue;
    seen.add(path);
    out.push(path);
  }
  return out;
}
