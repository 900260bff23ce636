import {
  formatNaira,
  maskContactDetails,
  pageTitle,
  plural,
  PUBLIC_PAGES,
  SITE_DESCRIPTION,
  type PropertyImage,
  type PropertyType,
  type SitePage,
} from '@rentnaija/shared';
import type { Property } from '../../modules/properties/entities/property.entity.js';
import { absoluteUrl, type PageMeta } from './head-tags.js';

/** The listing fields a link preview uses. */
export type ListingForMeta = Pick<
  Property,
  | 'id'
  | 'title'
  | 'description'
  | 'price'
  | 'bedrooms'
  | 'bathrooms'
  | 'area'
  | 'propertyType'
  | 'address'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'status'
  | 'images'
>;

const HOME = PUBLIC_PAGES[0];

/** The schema.org type of each kind of listing. */
const SCHEMA_TYPES: Record<PropertyType, string> = {
  apartment: 'Apartment',
  flat: 'Apartment',
  studio: 'Apartment',
  penthouse: 'Apartment',
  house: 'House',
  villa: 'House',
  duplex: 'House',
  terrace: 'House',
  bungalow: 'SingleFamilyResidence',
};

/** The first sentences of a description, cut at a word, at most `max` characters. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function infoPageMeta(page: SitePage): PageMeta {
  return {
    title: pageTitle(page.title),
    description: page.description,
    canonicalPath: page.path,
  };
}

/** A page of the app that is not for search engines (sign-in forms, dashboards, unknown paths). */
export const appPageMeta = (): PageMeta => ({
  title: pageTitle(HOME.title),
  description: SITE_DESCRIPTION,
  noindex: true,
});

/** /property/:id when there is no public listing there: the app shows its Not Found page. */
export const listingNotFoundMeta = (): PageMeta => ({
  title: pageTitle('Property Not Found'),
  description: 'This listing does not exist or is no longer available.',
  noindex: true,
});

/** /properties?city=Lagos: the city's count of homes and the newest one's photo. */
export function browseCityMeta(city: string, count: number, image: PropertyImage | null): PageMeta {
  return {
    title: pageTitle(`Homes for rent in ${city}`),
    shareTitle: `Homes for rent in ${city}`,
    description:
      count > 0
        ? `${plural(count, 'approved monthly rental')} in ${city} on RentNaija: filter by price, bedrooms, type and amenities.`
        : `Monthly rentals in ${city} on RentNaija: new approved listings appear here as landlords add them.`,
    canonicalPath: `/properties?city=${encodeURIComponent(city)}`,
    ...(image
      ? { image: { url: image.url, alt: image.alt, width: image.width, height: image.height } }
      : {}),
  };
}

/**
 * A public listing: title, price per month, size, type and city for the preview, its cover
 * photo, the preload of that photo, and an Offer of the accommodation in JSON-LD.
 */
export function listingMeta(listing: ListingForMeta, appUrl: string): PageMeta {
  // Previews show what the public page shows: contact details masked.
  const p = {
    ...listing,
    title: maskContactDetails(listing.title),
    description: maskContactDetails(listing.description),
  };
  const price = formatNaira(p.price);
  const rooms = p.bedrooms > 0 ? `${p.bedrooms}-bedroom ` : '';
  const summary = `${price} per month · ${rooms}${p.propertyType}, ${p.area} m² · ${p.city}, ${p.state}`;
  const cover = p.images[0];
  const url = absoluteUrl(appUrl, `/property/${p.id}`);
  return {
    title: pageTitle(p.title),
    shareTitle: p.title,
    description: `${summary}. ${excerpt(p.description, 150)}`,
    canonicalPath: `/property/${p.id}`,
    ...(cover
      ? {
          image: {
            url: cover.url,
            alt: cover.alt || p.title,
            width: cover.width,
            height: cover.height,
          },
          preloadImage: cover,
        }
      : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      url,
      name: p.title,
      description: excerpt(p.description, 300),
      price: p.price,
      priceCurrency: 'NGN',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: p.price,
        priceCurrency: 'NGN',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
      availability:
        p.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      itemOffered: {
        '@type': SCHEMA_TYPES[p.propertyType],
        name: p.title,
        numberOfBedrooms: p.bedrooms,
        numberOfBathroomsTotal: p.bathrooms,
        floorSize: { '@type': 'QuantitativeValue', value: p.area, unitCode: 'MTK' },
        address: {
          '@type': 'PostalAddress',
          streetAddress: p.address,
          addressLocality: p.city,
          addressRegion: p.state,
          ...(p.postalCode ? { postalCode: p.postalCode } : {}),
          addressCountry: 'NG',
        },
        ...(p.images.length ? { image: p.images.map((i) => absoluteUrl(appUrl, i.url)) } : {}),
      },
    },
  };
}
