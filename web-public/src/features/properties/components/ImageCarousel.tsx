import { useState } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { PropertyImage as Image } from '@rentnaija/shared';
import { PhotoThumbs } from './PhotoThumbs';
import { Picture, PropertyImage } from './PropertyImage';

/** The listing's photos: a large one with previous/next, a counter and a thumbnail strip. */
export function ImageCarousel({ images, title }: { images: Image[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = count ? images[Math.min(index, count - 1)] : null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section className="rp-carousel" aria-roledescription="carousel" aria-label="Photos">
      <div
        className="rp-carousel__main"
        tabIndex={count > 1 ? 0 : -1}
        onKeyDown={(e) => {
          if (count < 2) return;
          if (e.key === 'ArrowLeft') go(-1);
          if (e.key === 'ArrowRight') go(1);
        }}
      >
        <PropertyImage
          key={current?.url ?? 'none'}
          image={current}
          thumbnail={false}
          slot="detail"
          // The first photo is the page's largest element: the server preloads it with the
          // same srcset and sizes, and it is fetched ahead of everything else.
          priority={index === 0}
          fallbackAlt={`${title}, photo ${index + 1}`}
          className="rp-carousel__img"
        />
        {count > 1 && (
          <>
            <Button
              className="rp-carousel__nav rp-carousel__nav--prev"
              shape="circle"
              icon={<LeftOutlined />}
              aria-label="Previous photo"
              onClick={() => go(-1)}
            />
            <Button
              className="rp-carousel__nav rp-carousel__nav--next"
              shape="circle"
              icon={<RightOutlined />}
              aria-label="Next photo"
              onClick={() => go(1)}
            />
            <span className="rp-carousel__count" aria-live="polite">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <PhotoThumbs
          images={images}
          index={index}
          label="Choose a photo"
          onPick={setIndex}
          thumb={(img) => (
            <Picture image={img} src={img.thumbnailUrl || img.url} alt="" slot="thumb" />
          )}
        />
      )}
    </section>
  );
}
