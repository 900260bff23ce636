import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  countActiveFilters,
  hasActiveFilters,
  parseFilters,
  presetFromRange,
  rangeFromPreset,
  serializeFilters,
  toSearchQuery,
  type BrowseFilters,
} from './filters';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('parseFilters', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'query=lekki&city=Lagos&state=Lagos%20State&minPrice=200000&maxPrice=500000&bedrooms=3&bathrooms=4%2B&type=duplex&amenities=WiFi,Gym&powerSupply=prepaid%20meter,inverter%2Fsolar&maxServiceCharge=50000&verifiedOwner=true&sortBy=price-low&page=3',
      ),
    ).toEqual({
      query: 'lekki',
      location: '',
      city: 'Lagos',
      state: 'Lagos State',
      minPrice: 200000,
      maxPrice: 500000,
      bedrooms: '3',
      bathrooms: '4+',
      type: 'duplex',
      amenities: ['WiFi', 'Gym'],
      powerSupply: ['prepaid meter', 'inverter/solar'],
      maxServiceCharge: 50000,
      verifiedOwner: true,
      bbox: null,
      near: null,
      nearName: '',
      radiusKm: null,
      map: false,
      sortBy: 'price-low',
      page: 3,
    });
  });

  it('uses location when query is empty, and keeps both when both are given', () => {
    expect(parse('location=Yaba')).toMatchObject({ query: 'Yaba', location: '' });
    expect(parse('query=flat&location=Yaba')).toMatchObject({ query: 'flat', location: 'Yaba' });
  });

  it('accepts propertyType for type', () => {
    expect(parse('propertyType=villa').type).toBe('villa');
    expect(parse('type=house&propertyType=villa').type).toBe('house');
  });

  it('maps home and footer city values to the select names', () => {
    expect(parse('city=lagos').city).toBe('Lagos');
    expect(parse('city=port%20harcourt').city).toBe('Port Harcourt');
    expect(parse('city=portharcourt').city).toBe('Port Harcourt');
    expect(parse('city=Calabar').city).toBe('Calabar');
  });

  it('drops invalid values', () => {
    const f = parse('minPrice=abc&maxPrice=-5&bedrooms=9&type=castle&sortBy=oldest&page=0');
    expect(f.minPrice).toBeNull();
    expect(f.maxPrice).toBeNull();
    expect(f.bedrooms).toBe('');
    expect(f.type).toBe('');
    expect(f.sortBy).toBe('newest');
    expect(f.page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('powerSupply=nepa').powerSupply).toEqual([]);
  });
});

describe('serializeFilters', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('writes type (never propertyType) and drops location', () => {
    expect(serializeFilters(parse('location=Ikeja&propertyType=flat')).toString()).toBe(
      'query=Ikeja&type=flat',
    );
  });

  it('round-trips through the address', () => {
    const samples: BrowseFilters[] = [
      EMPTY_FILTERS,
      { ...EMPTY_FILTERS, query: 'Lekki Phase 1', city: 'Port Harcourt', page: 4 },
      {
        query: 'garden',
        location: 'Wuse 2',
        city: 'Abuja',
        state: 'FCT',
        minPrice: 0,
        maxPrice: 200000,
        bedrooms: '5+',
        bathrooms: '2',
        type: 'bungalow',
        amenities: ['Swimming Pool', '24/7 Water'],
        powerSupply: ['band A grid'],
        maxServiceCharge: 0,
        verifiedOwner: true,
        bbox: { west: 7.4, south: 9.01, east: 7.52, north: 9.1 },
        near: { lat: 9.0579, lng: 7.4951 },
        nearName: 'Central Business District',
        radiusKm: 5,
        map: true,
        sortBy: 'bedrooms',
        page: 2,
      },
    ];
    for (const f of samples) {
      expect(parseFilters(new URLSearchParams(serializeFilters(f).toString()))).toEqual(f);
    }
  });
});

describe('the map box and the radius', () => {
  it('reads bbox and near from the address and sends them to the API as written', () => {
    const f = parse('bbox=3.35,6.42,3.5,6.55&near=6.5244,3.3792&radiusKm=5&nearName=Lagos&map=1');
    expect(f).toMatchObject({
      bbox: { west: 3.35, south: 6.42, east: 3.5, north: 6.55 },
      near: { lat: 6.5244, lng: 3.3792 },
      radiusKm: 5,
      map: true,
    });
    expect(toSearchQuery(f)).toMatchObject({
      bbox: '3.35,6.42,3.5,6.55',
      near: '6.5244,3.3792',
      radiusKm: 5,
    });
    expect(toSearchQuery(f)).not.toHaveProperty('map');
  });

  it('drops a broken box or half a radius from an old or hand-made link', () => {
    expect(parse('bbox=3.35,6.55,3.5,6.42').bbox).toBeNull();
    expect(parse('near=6.5,3.3').near).toBeNull();
    expect(parse('near=6.5,3.3&radiusKm=900').radiusKm).toBeNull();
  });
});

describe('countActiveFilters', () => {
  it('counts each panel filter once and ignores search, sort and page', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(
      countActiveFilters({ ...EMPTY_FILTERS, query: 'x', sortBy: 'price-high', page: 3 }),
    ).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, minPrice: 0, maxPrice: 200000 })).toBe(1);
    expect(countActiveFilters({ ...EMPTY_FILTERS, maxPrice: 500000 })).toBe(1);
    expect(
      countActiveFilters({
        ...EMPTY_FILTERS,
        minPrice: 1,
        bedrooms: '2',
        bathrooms: '1',
        type: 'flat',
        city: 'Lagos',
        state: 'Lagos State',
        amenities: ['WiFi', 'Gym'],
        powerSupply: ['prepaid meter'],
        maxServiceCharge: 10000,
        verifiedOwner: true,
      }),
    ).toBe(10);
  });

  it('hasActiveFilters includes the search text', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, query: 'yaba' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sortBy: 'price-low' })).toBe(false);
  });
});

describe('toSearchQuery', () => {
  it('sends only what is set, with the page size', () => {
    expect(toSearchQuery(EMPTY_FILTERS)).toEqual({ sortBy: 'newest', page: 1, perPage: 12 });
    expect(
      toSearchQuery({ ...EMPTY_FILTERS, amenities: ['WiFi', 'Gym'], minPrice: 0, page: 2 }),
    ).toEqual({ sortBy: 'newest', page: 2, perPage: 12, amenities: 'WiFi,Gym', minPrice: 0 });
    expect(toSearchQuery({ ...EMPTY_FILTERS, verifiedOwner: true })).toMatchObject({
      verifiedOwner: 'true',
    });
  });

  it('keeps the verified-owner filter in the address only when set', () => {
    expect(serializeFilters({ ...EMPTY_FILTERS, verifiedOwner: true }).toString()).toBe(
      'verifiedOwner=true',
    );
    expect(parse('verifiedOwner=false').verifiedOwner).toBe(false);
    expect(parse('verifiedOwner=yes').verifiedOwner).toBe(false);
  });
});

describe('price presets', () => {
  it('maps a preset to its range', () => {
    expect(rangeFromPreset('0-200000')).toEqual({ minPrice: 0, maxPrice: 200000 });
    expect(rangeFromPreset('2000000+')).toEqual({ minPrice: 2000000, maxPrice: null });
    expect(rangeFromPreset(undefined)).toEqual({ minPrice: null, maxPrice: null });
    expect(rangeFromPreset('nonsense')).toEqual({ minPrice: null, maxPrice: null });
  });

  it('recognises a range that equals a preset, and nothing else', () => {
    expect(presetFromRange(0, 200000)).toBe('0-200000');
    expect(presetFromRange(500000, 1000000)).toBe('500000-1000000');
    expect(presetFromRange(2000000, null)).toBe('2000000+');
    expect(presetFromRange(null, 500000)).toBeUndefined();
    expect(presetFromRange(null, 200000)).toBeUndefined();
    expect(presetFromRange(0, 300000)).toBeUndefined();
    expect(presetFromRange(null, null)).toBeUndefined();
  });

  it('round-trips every preset', () => {
    for (const v of [
      '0-200000',
      '200000-500000',
      '500000-1000000',
      '1000000-2000000',
      '2000000+',
    ]) {
      const r = rangeFromPreset(v);
      expect(presetFromRange(r.minPrice, r.maxPrice)).toBe(v);
    }
  });
});
