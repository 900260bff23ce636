import type { PropertyDto } from '@rentnaija/shared';
import type { ListingEdit } from '../draft';
import type { usePhotoUploads } from '../hooks/usePhotoUploads';
import { PanoramaField } from './PanoramaField';
import { PhotoManager } from './PhotoManager';
import { EditChanges, ReviewSummary } from './ReviewSummary';
import type { StepProps } from './stepProps';
import { VideoTourField } from './VideoTourField';

/**
 * Step 4: the photos, a video tour and a panorama, then the review of the listing and, for an
 * edit, what saving it changes.
 */
export function PhotosStep({
  uploads,
  edit,
  moderation,
  ...props
}: StepProps & {
  uploads: ReturnType<typeof usePhotoUploads>;
  edit: ListingEdit | null;
  moderation?: PropertyDto['moderationStatus'];
}) {
  const { draft, change, errorOf } = props;
  return (
    <>
      <PhotoManager
        photos={draft.photos}
        uploads={uploads}
        onChange={(photos) => change({ photos })}
        error={errorOf('images')}
      />
      <VideoTourField {...props} />
      <PanoramaField
        value={draft.panoramaUrl}
        onChange={(panoramaUrl) => change({ panoramaUrl })}
        error={errorOf('panoramaUrl')}
      />
      <ReviewSummary draft={draft} />
      {edit && moderation && <EditChanges edit={edit} moderation={moderation} />}
    </>
  );
}
