import { useState } from 'react';
import { Alert, Input, Progress } from 'antd';
import {
  TENANCY_PROBLEM_MAX_LENGTH,
  TENANCY_PROBLEM_MAX_PHOTOS,
  TENANCY_PROBLEM_PHOTO_MESSAGES,
} from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import type { DisputeStatement } from '../queries';
import { PhotoPicker } from '../../../components/photo-upload';

/**
 * What a party writes about a problem, with photos: the state of the words and photos, the upload's
 * progress and the problem to show (the server's field messages included), and `send` that checks
 * them before calling `mutate`.
 */
export function useStatement(required: string) {
  const [words, setWords] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const send = (
    mutate: (
      statement: DisputeStatement,
      options: { onSuccess: () => void; onError: (err: Error) => void },
    ) => void,
    fallback: string,
    onSuccess: () => void,
  ) => {
    if (!words.trim()) return setProblem(required);
    if (problem) return;
    setPercent(photos.length ? 0 : null);
    mutate(
      { words: words.trim(), photos, onProgress: photos.length ? setPercent : undefined },
      {
        onSuccess: () => {
          setPercent(null);
          setWords('');
          setPhotos([]);
          onSuccess();
        },
        onError: (err) => {
          setPercent(null);
          const field = err instanceof ApiError ? err.details?.[0]?.message : undefined;
          setProblem(field ?? errorMessage(err, fallback));
        },
      },
    );
  };
  return { words, setWords, photos, setPhotos, problem, setProblem, percent, send };
}

/** The words and photos of a statement, with the upload's progress and the problem, if any. */
export function StatementFields({
  statement: s,
  label,
  busy,
}: {
  statement: ReturnType<typeof useStatement>;
  label: string;
  busy: boolean;
}) {
  return (
    <div className="rt-statement">
      <Input.TextArea
        aria-label={label}
        rows={4}
        maxLength={TENANCY_PROBLEM_MAX_LENGTH}
        showCount
        value={s.words}
        disabled={busy}
        onChange={(e) => {
          s.setWords(e.target.value);
          s.setProblem(null);
        }}
      />
      <PhotoPicker
        photos={s.photos}
        max={TENANCY_PROBLEM_MAX_PHOTOS}
        messages={TENANCY_PROBLEM_PHOTO_MESSAGES}
        disabled={busy}
        onChange={(photos, problem) => {
          s.setPhotos(photos);
          s.setProblem(problem);
        }}
      />
      {s.percent !== null && (
        <Progress percent={s.percent} size="small" aria-label="Sending the photos" />
      )}
      {s.problem && <Alert type="error" showIcon title={s.problem} role="alert" />}
    </div>
  );
}
