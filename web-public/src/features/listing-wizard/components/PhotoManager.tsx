import { useState } from 'react';
import type { DragEvent } from 'react';
import { Button, Input } from 'antd';
import { CloudUploadOutlined, LinkOutlined } from '@ant-design/icons';
import { IMAGE_MIME_TYPES, LISTING_LIMITS } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { PhotoQueueList } from '../../../components/photo-upload';
import type { DraftPhoto } from '../draft';
import type { PhotoUploads } from '../hooks/usePhotoUploads';
import { useAddPhotoFromUrl } from '../queries';
import { controlProps, Field, fieldId } from './fields';
import { SortablePhotos } from './SortablePhotos';

/**
 * Step 4's photos: files from the device (resized on the device to fit, uploaded at once, one
 * after another, each with its progress), links (fetched by the server, which keeps its own
 * copy), thumbnails tagged File or URL to reorder, make the cover or remove. The first photo is
 * the cover.
 */
export function PhotoManager({
  photos,
  uploads,
  onChange,
  error,
}: {
  photos: DraftPhoto[];
  uploads: PhotoUploads;
  onChange(photos: DraftPhoto[]): void;
  error?: string;
}) {
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const fromUrl = useAddPhotoFromUrl();
  const room = LISTING_LIMITS.photos - photos.length - uploads.items.length;

  const addFiles = (files: File[]) => {
    if (files.length) uploads.add(files.slice(0, Math.max(room, 0)));
  };

  const addLink = () => {
    const url = link.trim();
    if (!url || fromUrl.isPending) return;
    setLinkError(undefined);
    fromUrl.mutate(url, {
      onSuccess: (image) => {
        onChange([...photos, { image, source: 'url', name: url }]);
        setLink('');
      },
      onError: (err) => setLinkError(errorMessage(err)),
    });
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <>
      <Field
        field="images"
        label="Photos"
        optional
        error={error}
        hint={`JPG, PNG or WebP, at most ${LISTING_LIMITS.photos}. Large phone photos are made smaller before they are sent. Drag to reorder; the first photo is the cover.`}
      >
        <div className="lw-upload">
          <input
            {...controlProps('images', error, true)}
            className="lw-upload__input"
            type="file"
            multiple
            accept={IMAGE_MIME_TYPES.join(',')}
            disabled={room <= 0}
            onChange={(e) => {
              addFiles(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <label
            htmlFor={fieldId('images')}
            className="lw-upload__zone"
            onDragOver={(e) => e.preventDefault()}
            onDrop={onDrop}
          >
            <CloudUploadOutlined aria-hidden="true" className="lw-upload__icon" />
            <span className="lw-upload__cta">Choose photos</span>
            <span className="lw-muted lw-upload__drop-hint">or drop them here</span>
          </label>
        </div>
      </Field>

      <PhotoQueueList queue={uploads} label="Photos being uploaded" className="lw-queue" />

      {photos.length > 0 && <SortablePhotos photos={photos} onChange={onChange} />}

      <Field
        field="imageUrl"
        label="Add an image by URL"
        optional
        error={linkError}
        hint="A link to a photo on the web. We keep our own copy."
      >
        <div className="lw-url-row">
          <Input
            {...controlProps('imageUrl', linkError, true)}
            type="url"
            inputMode="url"
            value={link}
            prefix={<LinkOutlined aria-hidden="true" />}
            placeholder="https://…"
            onChange={(e) => {
              setLink(e.target.value);
              setLinkError(undefined);
            }}
            onPressEnter={(e) => {
              e.preventDefault();
              addLink();
            }}
            disabled={room <= 0}
          />
          <Button
            onClick={addLink}
            loading={fromUrl.isPending}
            disabled={room <= 0 || !link.trim()}
          >
            {fromUrl.isPending ? 'Adding...' : 'Add URL'}
          </Button>
        </div>
      </Field>
    </>
  );
}
