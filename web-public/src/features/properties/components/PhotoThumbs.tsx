import type { ReactNode } from 'react';
import type { PropertyImage } from '@rentnaija/shared';

/** A strip of the listing's photos as buttons; the one shown is marked current. */
export function PhotoThumbs({
  images,
  index,
  label,
  onPick,
  thumb,
}: {
  images: PropertyImage[];
  /** The photo shown now. */
  index: number;
  /** What the strip is called for screen readers. */
  label: string;
  onPick: (index: number) => void;
  thumb: (image: PropertyImage) => ReactNode;
}) {
  return (
    <div className="rp-thumbs" role="group" aria-label={label}>
      {images.map((img, i) => (
        <button
          type="button"
          key={img.url}
          className={`rp-thumb${i === index ? ' rp-thumb--active' : ''}`}
          aria-label={`Show photo ${i + 1} of ${images.length}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onPick(i)}
        >
          {thumb(img)}
        </button>
      ))}
    </div>
  );
}
