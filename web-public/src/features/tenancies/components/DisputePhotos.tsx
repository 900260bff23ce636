import { useEffect, useMemo } from 'react';
import { Image, Skeleton } from 'antd';
import type { TenancyDisputePhotoDto } from '@rentnaija/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDisputePhoto } from '../queries';

/** How a private photo is read: the dispute's by default, or another feature's (the deposit). */
export type PhotoReader = (
  tenancyId: string,
  photo: TenancyDisputePhotoDto,
) => UseQueryResult<Blob, Error>;

/** One private photo, fetched with the session and opened large on a tap. */
export function DisputePhoto({
  tenancyId,
  photo,
  label,
  read,
}: {
  tenancyId: string;
  photo: TenancyDisputePhotoDto;
  label: string;
  read: PhotoReader;
}) {
  const { data, isError } = read(tenancyId, photo);
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (isError) return <span className="rn-muted">{photo.fileName} could not be loaded</span>;
  if (!url) return <Skeleton.Image active className="rt-photo-skeleton" />;
  return <Image src={url} alt={`${label}: ${photo.fileName}`} />;
}

/** A side's photos of a dispute as thumbnails (its parties and staff alone can read them). */
export function DisputePhotos({
  tenancyId,
  photos,
  label,
  read = useDisputePhoto as PhotoReader,
}: {
  tenancyId: string;
  photos: TenancyDisputePhotoDto[];
  label: string;
  read?: PhotoReader;
}) {
  if (photos.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <ul className="rn-photos__grid" aria-label={label}>
        {photos.map((photo) => (
          <li key={photo.id} className="rn-photos__item">
            <DisputePhoto tenancyId={tenancyId} photo={photo} label={label} read={read} />
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
