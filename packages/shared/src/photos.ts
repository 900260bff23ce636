/**
 * Responsive listing photos: the widths the server renders at upload, and the `srcset`/`sizes`
 * both the web app and the server's preload hint use (they must match for the preload to count).
 */
import type { PropertyImage } from './api-types.js';

/** WebP widths made at upload (never wider than the original). */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;

/** How wide a photo is drawn, for the browser to pick a file before layout. */
export const PHOTO_SIZES = {
  /** Listing cards: one column on phones, two on tablets, three or four on desktops. */
  card: '(max-width: 600px) calc(100vw - 32px), (max-width: 1100px) 50vw, 380px',
  /** The large photo of a listing page: full width on phones, two thirds of 1200 px on desktops. */
  detail: '(max-width: 900px) 100vw, 800px',
  /** The thumbnail strip under it. */
  thumb: '96px',
} as const;

/** The `srcset` of a photo's WebP renditions, or undefined for photos stored before they existed. */
export function photoSrcSet(image: Pick<PropertyImage, 'variants'>): string | undefined {
  const variants = image.variants ?? [];
  return variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
}
