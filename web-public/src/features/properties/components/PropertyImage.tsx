import { useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { PHOTO_SIZES, photoSrcSet } from '@rentnaija/shared';
import type { PropertyImage as Image } from '@rentnaija/shared';
import '../card.css';

export type PhotoSlot = keyof typeof PHOTO_SIZES;

/**
 * A listing photo with its box reserved (the CSS gives each slot a fixed aspect ratio, the
 * width/height attributes give the photo's own) so nothing shifts. Photos with WebP renditions
 * are a <picture> whose `srcset`/`sizes` let the browser pick the smallest file that is sharp
 * in `slot`; the JPEG is the fallback, and the only file of photos stored before renditions.
 * `priority` marks the page's main photo (its LCP element): fetched at once and early; every
 * other photo waits until it is near the viewport. A neutral box replaces a missing or broken
 * photo.
 */
export function PropertyImage({
  image,
  fallbackAlt,
  thumbnail = true,
  slot = 'card',
  priority = false,
  className,
}: {
  image: Image | null | undefined;
  fallbackAlt: string;
  /** Use the small JPEG as the fallback (cards); false for the large photo of a listing page. */
  thumbnail?: boolean;
  slot?: PhotoSlot;
  priority?: boolean;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = image ? (thumbnail && image.thumbnailUrl) || image.url : null;
  const classes = `rp-photo ${className ?? ''}`;
  if (!image || !src || failedUrl === src) {
    return (
      <div className={`${classes} rp-photo--empty`} role="img" aria-label="No photo available">
        <PictureOutlined aria-hidden="true" />
        <span>No photo available</span>
      </div>
    );
  }
  return (
    <Picture
      image={image}
      src={src}
      alt={image.alt || fallbackAlt}
      slot={slot}
      priority={priority}
      className={classes}
      onError={() => setFailedUrl(src)}
    />
  );
}

/** The <picture> (or plain <img> without renditions) behind PropertyImage and the thumbnails. */
export function Picture({
  image,
  src,
  alt,
  slot,
  priority = false,
  className,
  onError,
}: {
  image: Image;
  src: string;
  alt: string;
  slot: PhotoSlot;
  priority?: boolean;
  className?: string;
  onError?: () => void;
}) {
  const srcSet = photoSrcSet(image);
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      width={image.width ?? 640}
      height={image.height ?? 480}
      onError={onError}
    />
  );
  if (!srcSet) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={srcSet} sizes={PHOTO_SIZES[slot]} />
      {img}
    </picture>
  );
}
