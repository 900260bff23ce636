import { useEffect, useRef, useState } from 'react';
import { Button, Progress } from 'antd';
import { DeleteOutlined, GlobalOutlined } from '@ant-design/icons';
import { IMAGE_MIME_TYPES, type UploadedPanorama } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import '../../../components/button.css';
import { PhotoPreparationError, preparePhoto } from '../../../components/photo-upload';
import { UPLOAD_PATHS, uploadListingFile } from '../upload';
import { controlProps, Field, fieldId } from './fields';

/** The server keeps panoramas up to 4096×2048 px. */
const PANORAMA_LONG_EDGE = 4096;

/** The optional 2:1 panorama for the 360° view: uploaded at once, with its progress. */
export function PanoramaField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange(url: string | null): void;
  error?: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File) => {
    controller.current?.abort();
    controller.current = new AbortController();
    setFailure(undefined);
    setProgress(0);
    try {
      // A phone's panorama is made smaller first, to what the server keeps (4096 px wide).
      const toSend = await preparePhoto(file, { longEdge: PANORAMA_LONG_EDGE });
      const stored = await uploadListingFile<UploadedPanorama>(UPLOAD_PATHS.panorama, toSend, {
        signal: controller.current.signal,
        onProgress: setProgress,
      });
      onChange(stored.url);
    } catch (err) {
      if (controller.current?.signal.aborted) return;
      const reason = err instanceof PhotoPreparationError ? err.message : errorMessage(err);
      setFailure(`Upload failed: ${reason}`);
    } finally {
      setProgress(null);
    }
  };

  const shown = error ?? failure;
  return (
    <Field
      field="panoramaUrl"
      label="360° panorama"
      optional
      error={shown}
      hint="One panoramic photo, twice as wide as it is tall (2:1), for the 360° view."
    >
      {value ? (
        <div className="lw-pano">
          <img src={value} alt="Panorama of this listing" className="lw-pano__img" />
          <Button
            danger
            className="rn-danger"
            icon={<DeleteOutlined aria-hidden="true" />}
            onClick={() => onChange(null)}
          >
            Remove panorama
          </Button>
        </div>
      ) : progress !== null ? (
        <Progress
          percent={progress}
          size="small"
          status="active"
          strokeColor="var(--rn-brand)"
          aria-label="Uploading the panorama"
        />
      ) : (
        <div className="lw-upload">
          <input
            {...controlProps('panoramaUrl', shown, true)}
            className="lw-upload__input"
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          <label
            htmlFor={fieldId('panoramaUrl')}
            className="lw-upload__zone lw-upload__zone--small"
          >
            <GlobalOutlined aria-hidden="true" className="lw-upload__icon" />
            <span className="lw-upload__cta">Choose a panorama</span>
          </label>
        </div>
      )}
    </Field>
  );
}
