import { useId, useRef, useState } from 'react';
import { Button, Progress } from 'antd';
import { CheckCircleFilled, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { KYC_MESSAGES, MAX_UPLOAD_BYTES } from '@rentnaija/shared';
import { ApiError, errorMessage } from '../api/errors';
import { PhotoPreparationError, preparePhoto, type PreparePhotoOptions } from './photo-upload';
import './document-upload.css';

/** A document already stored: what the field shows until it is replaced. */
export interface StoredFile {
  id: string;
  fileName: string;
}

const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;
const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const PHOTO_TYPES = ['image/jpeg', 'image/png'];
/** Documents are stored as sent: a resized photo stays a JPEG, which the server takes. */
const DOCUMENT_PHOTO: PreparePhotoOptions = { accepted: PHOTO_TYPES, encodeAs: ['image/jpeg'] };

/**
 * The first check, before sending anything: a JPG, PNG or PDF (by name or declared type)
 * of at most 5 MB. The server decides by the bytes; this only saves a phone the upload.
 */
export function checkDocumentFile(file: File): string | null {
  if (!TYPES.includes(file.type) && !EXTENSIONS.test(file.name))
    return KYC_MESSAGES.invalidFileType;
  if (file.size > MAX_UPLOAD_BYTES) return KYC_MESSAGES.fileTooLarge;
  return null;
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'done'; file: StoredFile }
  | { kind: 'failed'; message: string };

/**
 * A private document picked and uploaded at once, with a progress bar. Works as an antd form
 * control: `value` is the stored document's id, `onChange` receives the new one. `onBusyChange`
 * tells the form an upload is under way (it must not submit meanwhile).
 */
export function DocumentUpload({
  id,
  value,
  onChange,
  stored,
  upload,
  onBusyChange,
  describedBy,
  invalid,
  disabled = false,
}: {
  id?: string;
  value?: string;
  onChange?: (documentId: string | undefined) => void;
  /** The document `value` names, when it was uploaded earlier (a resubmission). */
  stored?: StoredFile | null;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<StoredFile>;
  onBusyChange?: (busy: boolean) => void;
  describedBy?: string;
  invalid?: boolean;
  /** Not yet usable (e.g. a choice must be made first). */
  disabled?: boolean;
}) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>(() =>
    stored && stored.id === value ? { kind: 'done', file: stored } : { kind: 'idle' },
  );
  const busy = state.kind === 'uploading';

  async function pick(file: File | undefined) {
    if (!file) return;
    const wrongType = checkDocumentFile(file) === KYC_MESSAGES.invalidFileType;
    if (wrongType) {
      setState({ kind: 'failed', message: KYC_MESSAGES.invalidFileType });
      return;
    }
    setState({ kind: 'uploading', name: file.name, percent: 0 });
    // Said as it happens, not after a render: the form reads it when the user submits.
    onBusyChange?.(true);
    try {
      // A phone's camera photo of a document is made smaller first, so it fits the 5 MB limit.
      const toSend = PHOTO_TYPES.includes(file.type)
        ? await preparePhoto(file, DOCUMENT_PHOTO)
        : file;
      const problem = checkDocumentFile(toSend);
      if (problem) {
        setState({ kind: 'failed', message: problem });
        onChange?.(undefined);
        return;
      }
      const saved = await upload(toSend, (percent) =>
        setState((s) => (s.kind === 'uploading' ? { ...s, percent } : s)),
      );
      setState({ kind: 'done', file: saved });
      onChange?.(saved.id);
    } catch (err) {
      // The server's own refusals (type, size) and an unreadable photo are shown as worded.
      const refused =
        err instanceof PhotoPreparationError ||
        (err instanceof ApiError && err.fromServer && err.status < 500);
      setState({
        kind: 'failed',
        message: refused ? errorMessage(err) : KYC_MESSAGES.uploadFailed(errorMessage(err)),
      });
      onChange?.(undefined);
    } finally {
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className={`rn-docupload${invalid ? ' rn-docupload--invalid' : ''}`}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="rn-docupload__input"
        aria-describedby={describedBy}
        disabled={busy || disabled}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {state.kind === 'done' ? (
        <p className="rn-docupload__file">
          <CheckCircleFilled className="rn-docupload__ok" aria-hidden="true" />
          <FileOutlined aria-hidden="true" /> <span>{state.file.fileName}</span>
        </p>
      ) : state.kind === 'uploading' ? (
        <div className="rn-docupload__progress" role="status">
          <span className="rn-docupload__name">Uploading {state.name}…</span>
          <Progress percent={state.percent} size="small" aria-label={`Upload of ${state.name}`} />
        </div>
      ) : null}
      {state.kind === 'failed' && (
        <p className="rn-docupload__error" role="alert">
          {state.message}
        </p>
      )}
      <Button
        icon={<UploadOutlined aria-hidden="true" />}
        disabled={busy || disabled}
        onClick={() => input.current?.click()}
      >
        {state.kind === 'done' ? 'Replace file' : 'Choose file'}
      </Button>
      <span className="rn-docupload__hint">
        JPG, PNG or PDF, up to 5 MB (photos are made smaller to fit)
      </span>
    </div>
  );
}
