import { render, screen } from '@testing-library/react';
import { PHOTO_SIZES, type PropertyImage as Image } from '@rentnaija/shared';
import { ImageCarousel } from './ImageCarousel';
import { PropertyImage } from './PropertyImage';

const photo = (n: number, withVariants = true): Image => ({
  url: `/uploads/properties/p${n}.jpg`,
  thumbnailUrl: `/uploads/properties/p${n}-thumb.jpg`,
  alt: `Room ${n}`,
  ...(withVariants
    ? {
        width: 1600,
        height: 1200,
        variants: [400, 800, 1600].map((w) => ({
          url: `/uploads/properties/p${n}-${w}.webp`,
          width: w,
          height: (w * 3) / 4,
        })),
      }
    : {}),
});

/** The WebP <source> next to an <img> inside its <picture>. */
const sourceOf = (img: HTMLElement) =>
  img.closest('picture')?.querySelector('source[type="image/webp"]') ?? null;

describe('listing photos', () => {
  it('offers the WebP renditions by srcset with the card’s sizes and keeps the JPEG as fallback', () => {
    render(<PropertyImage image={photo(1)} fallbackAlt="Flat" />);
    const img = screen.getByAltText('Room 1');
    expect(img).toHaveAttribute('src', '/uploads/properties/p1-thumb.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    const source = sourceOf(img);
    expect(source).toHaveAttribute(
      'srcset',
      '/uploads/properties/p1-400.webp 400w, /uploads/properties/p1-800.webp 800w, /uploads/properties/p1-1600.webp 1600w',
    );
    expect(source).toHaveAttribute('sizes', PHOTO_SIZES.card);
  });

  it('shows a photo stored before renditions as a plain lazy JPEG', () => {
    render(<PropertyImage image={photo(2, false)} fallbackAlt="Flat" />);
    const img = screen.getByAltText('Room 2');
    expect(img.closest('picture')).toBeNull();
    expect(img).toHaveAttribute('src', '/uploads/properties/p2-thumb.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('fetches the first photo of a listing page at once and with high priority, the rest lazily', () => {
    render(<ImageCarousel images={[photo(1), photo(2)]} title="Flat" />);
    const main = screen.getByAltText('Room 1');
    expect(main).toHaveAttribute('src', '/uploads/properties/p1.jpg');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(sourceOf(main)).toHaveAttribute('sizes', PHOTO_SIZES.detail);
    const thumbs = screen.getByRole('group', { name: 'Choose a photo' }).querySelectorAll('img');
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(sourceOf(thumb)).toHaveAttribute('sizes', PHOTO_SIZES.thumb);
    }
  });
});
