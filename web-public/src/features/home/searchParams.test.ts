import { describe, expect, it } from 'vitest';
import { POPULAR_CHIPS, browseUrl } from './searchParams';

describe('browseUrl', () => {
  it('sends query, location and city, dropping empty ones', () => {
    expect(browseUrl({ query: ' duplex ', location: '', city: 'port harcourt' })).toBe(
      '/properties?query=duplex&city=port+harcourt',
    );
    expect(browseUrl({})).toBe('/properties');
  });

  it('maps the popular chips to city or maxPrice', () => {
    expect(POPULAR_CHIPS.map((c) => browseUrl(c.search))).toEqual([
      '/properties?city=lagos',
      '/properties?city=abuja',
      '/properties?city=port+harcourt',
      '/properties?maxPrice=500000',
    ]);
  });
});
