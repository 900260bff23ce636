import { Button, Empty } from 'antd';
import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import type { PropertyImage } from '@rentnaija/shared';
import { canZoomIn, canZoomOut, zoomIn, zoomLabel, zoomOut } from '../../lib/zoom';
import { PhotoThumbs } from '../PhotoThumbs';

/** The tour's photo gallery: one large photo with zoom, previous/next and thumbnails. */
export function TourGallery({
  images,
  index,
  zoom,
  title,
  onIndex,
  onZoom,
}: {
  images: PropertyImage[];
  index: number;
  zoom: number;
  title: string;
  onIndex: (index: number) => void;
  onZoom: (zoom: number) => void;
}) {
  if (images.length === 0) {
    return <Empty className="rp-state" description="No Images Available" />;
  }
  const image = images[index];
  const go = (delta: number) => onIndex((index + delta + images.length) % images.length);

  return (
    <div className="rp-tour__gallery">
      <div className="rp-tour__stage" tabIndex={0} aria-label="Photo, scroll to pan when zoomed">
        <div
          className="rp-tour__frame"
          style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%` }}
        >
          <img
            key={image.url}
            src={image.url}
            alt={image.alt || `${title}, photo ${index + 1}`}
            width={1600}
            height={1200}
            loading="lazy"
            decoding="async"
            className="rp-tour__image"
          />
        </div>
      </div>
      <div className="rp-tour__controls">
        <Button
          icon={<LeftOutlined />}
          aria-label="Previous photo"
          onClick={() => go(-1)}
          disabled={images.length < 2}
        />
        <span className="rp-tour__counter" aria-live="polite">
          {index + 1} / {images.length}
        </span>
        <Button
          icon={<RightOutlined />}
          aria-label="Next photo"
          onClick={() => go(1)}
          disabled={images.length < 2}
        />
        <span className="rp-tour__sep" aria-hidden="true" />
        <Button
          icon={<ZoomOutOutlined />}
          aria-label="Zoom out"
          onClick={() => onZoom(zoomOut(zoom))}
          disabled={!canZoomOut(zoom)}
        />
        <span className="rp-tour__zoom" aria-live="polite" aria-label={`Zoom ${zoomLabel(zoom)}`}>
          {zoomLabel(zoom)}
        </span>
        <Button
          icon={<ZoomInOutlined />}
          aria-label="Zoom in"
          onClick={() => onZoom(zoomIn(zoom))}
          disabled={!canZoomIn(zoom)}
        />
      </div>
      <PhotoThumbs
        images={images}
        index={index}
        label="Photos"
        onPick={onIndex}
        thumb={(img) => (
          <img src={img.thumbnailUrl || img.url} alt="" loading="lazy" width={96} height={72} />
        )}
      />
    </div>
  );
}
