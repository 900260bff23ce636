import { useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import type { PropertyImage as Image } from '@rentnaija/shared';
import '../card.css';

/**
 * A listing photo, lazy-loaded with its box reserved (4:3) so nothing shifts; a neutral
 * fallback when there is no photo or it fails to load.
 */
export function PropertyImage({
  image,
  fallbackAlt,
  thumbnail = true,
  className,
}: {
  image: Image | null | undefined;
  fallbackAlt: string;
  thumbnail?: boolean;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = image ? (thumbnail && image.thumbnailUrl) || image.url : null;
  const classes = `rp-photo ${className ?? ''}`;
  if (!src || failedUrl === src) {
    return (
      <div className={`${classes} rp-photo--empty`} role="img" aria-label="No photo available">
        <PictureOutlined aria-hidden="true" />
        <span>No photo available</span>
      </div>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={image?.alt || fallbackAlt}
      loading="lazy"
      decoding="async"
      width={640}
      height={480}
      onError={() => setFailedUrl(src)}
    />
  );
}
