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

/**
 * Photos are made smaller on the device before they are sent, so a phone's 14 MB camera photo
 * fits the 5 MB upload limit: at most this many pixels on the long edge (the server keeps at
 * most 1600 px, so nothing visible is lost).
 */
export const PHOTO_UPLOAD_LONG_EDGE = 2560;

export const PHOTO_ORDER_MESSAGES = {
  duplicate: 'Each photo can be added only once',
} as const;

/**
 * `proposed` is `stored` in another order (a new cover or order, nothing added, removed or
 * changed): the same photos by url, each once, with the same description or none. Such an edit
 * of an approved listing applies at once; it shows nothing that was not reviewed.
 */
export function isPhotoReorder(
  stored: readonly Pick<PropertyImage, 'url' | 'alt'>[],
  proposed: readonly { url: string; alt?: string }[],
): boolean {
  if (stored.length !== proposed.length || stored.length === 0) return false;
  const byUrl = new Map(stored.map((s) => [s.url, s]));
  if (byUrl.size !== stored.length) return false;
  const seen = new Set<string>();
  for (const p of proposed) {
    const s = byUrl.get(p.url);
    if (!s || seen.has(p.url) || (p.alt && p.alt !== s.alt)) return false;
    seen.add(p.url);
  }
  return stored.some((s, i) => s.url !== proposed[i].url);
}
