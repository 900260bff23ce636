import { describe, expect, it } from 'vitest';
import { describeFilters, filtersOf, searchHref, suggestedName } from './lib';

describe('saved search filters', () => {
  it('keeps the browse filters as text and drops paging and the default sort', () => {
    expect(
      filtersOf({
        city: 'Lagos',
        maxPrice: 600000,
        bedrooms: '2',
        page: 3,
        perPage: 12,
        sortBy: 'newest',
      }),
    ).toEqual({ city: 'Lagos', maxPrice: '600000', bedrooms: '2' });
    expect(filtersOf({ sortBy: 'price-low', query: ' ' })).toEqual({ sortBy: 'price-low' });
  });

  it('names a search after what it looks for and links back to the browse page', () => {
    expect(suggestedName({ type: 'flat', city: 'Lagos', bedrooms: '2', maxPrice: '600000' })).toBe(
      'Flats in Lagos, 2 beds, up to ₦600K',
    );
    expect(suggestedName({})).toBe('Homes');
    expect(describeFilters({ city: 'Lagos', bedrooms: '2', maxPrice: '600000' })).toBe(
      'Lagos · 2 beds · up to ₦600,000',
    );
    expect(describeFilters({ sortBy: 'price-low' })).toBe('All available homes');
    expect(searchHref({ city: 'Port Harcourt', bedrooms: '3+' })).toBe(
      '/properties?city=Port+Harcourt&bedrooms=3%2B',
    );
  });
});
