import { useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { REVIEW_ANSWER_LIMITS, REVIEW_MESSAGES, REVIEW_REPORT_LIMITS } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useAnswerReview, useReportReview } from '../queries';

/** One short piece of writing about a review: its words, limits and messages (the API's own). */
interface WordsKind {
  open: string;
  label: string;
  submitLabel: string;
  limits: { min: number; max: number };
  messages: { required: string; short: string; long: string };
  success: string;
  failure: string;
  danger?: boolean;
}

const ANSWER: WordsKind = {
  open: 'Answer this review',
  label: 'Your answer',
  submitLabel: 'Publish answer',
  limits: REVIEW_ANSWER_LIMITS,
  messages: {
    required: REVIEW_MESSAGES.answerRequired,
    short: REVIEW_MESSAGES.answerShort,
    long: REVIEW_MESSAGES.answerLong,
  },
  success: 'Your answer is published under the review',
  failure: 'Failed to publish your answer',
};

const REPORT: WordsKind = {
  open: 'Report',
  label: 'What is wrong with this review',
  submitLabel: 'Send report',
  limits: REVIEW_REPORT_LIMITS,
  messages: {
    required: REVIEW_MESSAGES.reportRequired,
    short: REVIEW_MESSAGES.reportShort,
    long: REVIEW_MESSAGES.reportLong,
  },
  success: 'Reported. Our team will look at this review.',
  failure: 'Failed to report the review',
  danger: true,
};

/** Checks words against the kind's limits; null when they fit. */
function wordsProblem(words: string, { limits, messages }: WordsKind): string | null {
  const text = words.trim();
  if (!text) return messages.required;
  if (text.length < limits.min) return messages.short;
  if (text.length > limits.max) return messages.long;
  return null;
}

type Done = { onSuccess: () => void; onError: (err: unknown) => void };

/** A text box that opens from a button; `send` runs the mutation with the outcome's handlers. */
function WordsForm({
  kind,
  pending,
  send,
}: {
  kind: WordsKind;
  pending: boolean;
  send: (text: string, done: Done) => void;
}) {
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) {
    return (
      <Button
        size="small"
        type={kind.danger ? 'text' : 'default'}
        danger={kind.danger}
        onClick={() => setOpen(true)}
      >
        {kind.open}
      </Button>
    );
  }
  const submit = () => {
    const wrong = wordsProblem(words, kind);
    if (wrong) return setProblem(wrong);
    send(words.trim(), {
      onSuccess: () => toast.success(kind.success),
      onError: (err) => setProblem(errorMessage(err, kind.failure)),
    });
  };
  return (
    <div className="rr-words">
      <Input.TextArea
        aria-label={kind.label}
        rows={3}
        maxLength={kind.limits.max}
        showCount
        value={words}
        status={problem ? 'error' : undefined}
        onChange={(e) => {
          setWords(e.target.value);
          setProblem(null);
        }}
      />
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <div className="rr-words__buttons">
        <Button onClick={() => setOpen(false)}>Cancel</Button>
        <Button type="primary" danger={kind.danger} loading={pending} onClick={submit}>
          {kind.submitLabel}
        </Button>
      </div>
    </div>
  );
}

/** The landlord's one answer to a review. */
export function AnswerForm({ reviewId }: { reviewId: string }) {
  const answer = useAnswerReview();
  return (
    <WordsForm
      kind={ANSWER}
      pending={answer.isPending}
      send={(text, done) => answer.mutate({ id: reviewId, text }, done)}
    />
  );
}

/** A party's report of a review to our team, once. */
export function ReportForm({ reviewId }: { reviewId: string }) {
  const report = useReportReview();
  return (
    <WordsForm
      kind={REPORT}
      pending={report.isPending}
      send={(reason, done) => report.mutate({ id: reviewId, reason }, done)}
    />
  );
}
