import { useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { REVIEW_ANSWER_LIMITS, REVIEW_MESSAGES, REVIEW_REPORT_LIMITS } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useAnswerReview, useReportReview } from '../queries';

/** Checks words against limits with the API's own messages; null when they fit. */
function wordsProblem(
  words: string,
  limits: { min: number; max: number },
  messages: { required: string; short: string; long: string },
): string | null {
  const text = words.trim();
  if (!text) return messages.required;
  if (text.length < limits.min) return messages.short;
  if (text.length > limits.max) return messages.long;
  return null;
}

/** A text box that opens from a button, for one short piece of writing about a review. */
function WordsForm({
  open: openLabel,
  label,
  submitLabel,
  limits,
  messages,
  pending,
  send,
  danger,
}: {
  open: string;
  label: string;
  submitLabel: string;
  limits: { min: number; max: number };
  messages: { required: string; short: string; long: string };
  pending: boolean;
  send: (text: string, fail: (message: string) => void) => void;
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) {
    return (
      <Button
        size="small"
        type={danger ? 'text' : 'default'}
        danger={danger}
        onClick={() => setOpen(true)}
      >
        {openLabel}
      </Button>
    );
  }
  const submit = () => {
    const wrong = wordsProblem(words, limits, messages);
    if (wrong) return setProblem(wrong);
    send(words.trim(), setProblem);
  };
  return (
    <div className="rr-words">
      <Input.TextArea
        aria-label={label}
        rows={3}
        maxLength={limits.max}
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
        <Button type="primary" danger={danger} loading={pending} onClick={submit}>
          {submitLabel}
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
      open="Answer this review"
      label="Your answer"
      submitLabel="Publish answer"
      limits={REVIEW_ANSWER_LIMITS}
      messages={{
        required: REVIEW_MESSAGES.answerRequired,
        short: REVIEW_MESSAGES.answerShort,
        long: REVIEW_MESSAGES.answerLong,
      }}
      pending={answer.isPending}
      send={(text, fail) =>
        answer.mutate(
          { id: reviewId, text },
          {
            onSuccess: () => toast.success('Your answer is published under the review'),
            onError: (err) => fail(errorMessage(err, 'Failed to publish your answer')),
          },
        )
      }
    />
  );
}

/** A party's report of a review to our team, once. */
export function ReportForm({ reviewId }: { reviewId: string }) {
  const report = useReportReview();
  return (
    <WordsForm
      open="Report"
      label="What is wrong with this review"
      submitLabel="Send report"
      danger
      limits={REVIEW_REPORT_LIMITS}
      messages={{
        required: REVIEW_MESSAGES.reportRequired,
        short: REVIEW_MESSAGES.reportShort,
        long: REVIEW_MESSAGES.reportLong,
      }}
      pending={report.isPending}
      send={(reason, fail) =>
        report.mutate(
          { id: reviewId, reason },
          {
            onSuccess: () => toast.success('Reported. Our team will look at this review.'),
            onError: (err) => fail(errorMessage(err, 'Failed to report the review')),
          },
        )
      }
    />
  );
}
