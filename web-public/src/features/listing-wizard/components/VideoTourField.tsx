import { Input } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { controlProps, Field } from './fields';
import type { StepProps } from './stepProps';

/** The optional video tour: a YouTube, Google Drive or any video link. */
export function VideoTourField({ draft, change, errorOf }: StepProps) {
  const error = errorOf('videoTourUrl');
  return (
    <Field
      field="videoTourUrl"
      label="Video tour URL"
      optional
      error={error}
      hint="A YouTube, Google Drive or any video link."
    >
      <Input
        {...controlProps('videoTourUrl', error, true)}
        type="url"
        inputMode="url"
        prefix={<VideoCameraOutlined aria-hidden="true" />}
        placeholder="https://www.youtube.com/watch?v=…"
        value={draft.videoTourUrl}
        onChange={(e) => change({ videoTourUrl: e.target.value })}
      />
    </Field>
  );
}
