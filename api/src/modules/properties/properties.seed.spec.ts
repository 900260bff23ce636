import { PROPERTY_TYPES } from '@rentnaija/shared';
import { rent } from './properties.seed.js';

describe('demo listing rents', () => {
  const tiers = [0.5, 0.8, 1.1, 1.6, 2];

  it('never charge less for more bedrooms of the same kind in the same area', () => {
    for (const type of PROPERTY_TYPES) {
      for (const tier of tiers) {
        for (let i = 0; i < 64; i++) {
          for (let beds = 1; beds < 6; beds++) {
            expect(rent(type, beds + 1, tier, i + 1)).toBeGreaterThanOrEqual(
              rent(type, beds, tier, i),
            );
          }
        }
      }
    }
  });

  it('price a flat below a duplex and a duplex below a villa with the same rooms and area', () => {
    for (const tier of tiers) {
      for (let i = 0; i < 64; i++) {
        expect(rent('flat', 3, tier, i)).toBeLessThanOrEqual(rent('duplex', 3, tier, i + 5));
        expect(rent('duplex', 4, tier, i)).toBeLessThanOrEqual(rent('villa', 4, tier, i + 5));
      }
    }
  });

  it('stay within ₦150,000 and ₦2,500,000 in whole ₦10,000s', () => {
    for (const type of PROPERTY_TYPES) {
      for (const tier of tiers) {
        const value = rent(type, 3, tier, 7);
        expect(value % 10_000).toBe(0);
        expect(value).toBeGreaterThanOrEqual(150_000);
        expect(value).toBeLessThanOrEqual(2_500_000);
      }
    }
  });
});
