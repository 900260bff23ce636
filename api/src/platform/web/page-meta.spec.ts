import { renderHead } from './head-tags.js';
import { browseCityMeta, excerpt, type ListingForMeta, listingMeta } from './page-meta.js';

const APP = 'https://rentnaija.ng';

const listing = (overrides: Partial<ListingForMeta> = {}): ListingForMeta => ({
  id: '5b1f0c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  title: 'Bright 2-bedroom flat in Yaba',
  description: 'Close to the university, with steady water and a prepaid meter.',
  price: 450_000,
  bedrooms: 2,
  bathrooms: 2,
  area: 85,
  propertyType: 'flat',
  address: '14 Herbert Macaulay Way, Yaba',
  city: 'Lagos',
  state: 'Lagos State',
  postalCode: '101212',
  status: 'available',
  images: [
    {
      url: '/uploads/properties/a.jpg',
      thumbnailUrl: '/uploads/properties/a-thumb.jpg',
      alt: 'Front',
      width: 1600,
      height: 1200,
      variants: [{ url: '/uploads/properties/a-400.webp', width: 400, height: 300 }],
    },
  ],
  ...overrides,
});

describe('page meta', () => {
  it('describes a listing by its price per month in naira, rooms, type, size and city', () => {
    const meta = listingMeta(listing(), APP);
    expect(meta.title).toBe('Bright 2-bedroom flat in Yaba · RentNaija');
    expect(meta.description).toBe(
      '₦450,000 per month · 2-bedroom flat, 85 m² · Lagos, Lagos State. Close to the university, with steady water and a prepaid meter.',
    );
    expect(meta.canonicalPath).toBe('/property/5b1f0c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(meta.image).toEqual({
      url: '/uploads/properties/a.jpg',
      alt: 'Front',
      width: 1600,
      height: 1200,
    });
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Offer',
      price: 450_000,
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
      itemOffered: { '@type': 'Apartment', floorSize: { value: 85, unitCode: 'MTK' } },
    });
  });

  it('escapes HTML in a listing’s title and description in every tag', () => {
    const head = renderHead(
      listingMeta(
        listing({ title: '<img src=x onerror=alert(1)> & "Flat"', description: '<b>x</b>' }),
        APP,
      ),
      APP,
    );
    expect(head).not.toMatch(/<img|<b>/);
    expect(head).toContain(
      '<title>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Flat&quot; · RentNaija</title>',
    );
    expect(head).toContain(
      '<meta property="og:title" content="&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Flat&quot;" />',
    );
  });

  it('gives a listing without photos no preview image and no preload', () => {
    const head = renderHead(listingMeta(listing({ images: [] }), APP), APP);
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('rel="preload"');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('preloads the JPEG of a photo stored before WebP renditions existed', () => {
    const old = {
      url: '/uploads/properties/old.jpg',
      thumbnailUrl: '/uploads/properties/old.jpg',
      alt: 'Old',
    };
    const head = renderHead(listingMeta(listing({ images: [old] }), APP), APP);
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/properties/old.jpg" fetchpriority="high" />',
    );
  });

  it('says a rented listing is no longer in stock', () => {
    expect(listingMeta(listing({ status: 'rented' }), APP).jsonLd).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('does not claim listings for a city that has none', () => {
    expect(browseCityMeta('Kano', 0, null).description).not.toMatch(/\d/);
    expect(browseCityMeta('Lagos', 21, null).description).toMatch(
      /^21 approved monthly rentals in Lagos/,
    );
  });

  it('cuts long descriptions at a word', () => {
    expect(excerpt('one two three four', 12)).toBe('one two…');
    expect(excerpt('short', 12)).toBe('short');
  });
});
