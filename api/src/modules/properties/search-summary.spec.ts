import { parseSearchQuery } from './search-query.js';
import { countFromSummary, summarizable, summaryFromRows } from './search-summary.js';

describe('search summary', () => {
  const summary = summaryFromRows([
    {
      status: 'available',
      city_key: 'lagos',
      property_type: 'flat',
      bedrooms: 2,
      prices: '500000,200000,350000,200000',
    },
    {
      status: 'available',
      city_key: 'abuja',
      property_type: 'villa',
      bedrooms: 5,
      prices: '2000000',
    },
    { status: 'rented', city_key: 'lagos', property_type: 'flat', bedrooms: 4, prices: '900000' },
  ]);
  const count = (query: Record<string, string>) =>
    countFromSummary(summary, parseSearchQuery(query));

  it('counts like the search filters: status, city, type, bedrooms and inclusive rents', () => {
    expect(count({})).toBe(5);
    expect(count({ status: 'all' })).toBe(6);
    expect(count({ city: 'Lagos' })).toBe(4);
    expect(count({ type: 'villa' })).toBe(1);
    expect(count({ bedrooms: '2' })).toBe(4);
    expect(count({ bedrooms: '4+', status: 'all' })).toBe(2);
    expect(count({ minPrice: '200000', maxPrice: '350000' })).toBe(3);
    expect(count({ minPrice: '200001' })).toBe(3);
    expect(count({ maxPrice: '199999' })).toBe(0);
    expect(count({ minPrice: '350001', maxPrice: '499999' })).toBe(0);
  });

  it('is used only for searches that filter on what it groups by', () => {
    expect(summarizable(parseSearchQuery({ query: 'yaba', city: 'lagos', minPrice: '1' }))).toBe(
      true,
    );
    for (const query of [
      { amenities: 'Gym' },
      { powerSupply: 'inverter/solar' },
      { bathrooms: '2' },
      { maxServiceCharge: '10000' },
      { state: 'fct' },
      { city: 'Maitama' },
    ]) {
      expect(summarizable(parseSearchQuery(query))).toBe(false);
    }
  });
});
