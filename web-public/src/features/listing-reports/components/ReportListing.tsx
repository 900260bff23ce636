import { useState } from 'react';
import { Alert, Button, Input, Radio } from 'antd';
import { FlagOutlined } from '@ant-design/icons';
import {
  LISTING_REPORT_DETAILS_MAX,
  LISTING_REPORT_PHOTO_MESSAGES,
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORT_REASONS,
  type ListingReportReason,
} from '@rentnaija/shared';
import { errorMessage, hasCode } from '../../../api/errors';
import { PhotoPicker } from '../../../components/photo-upload';
import { toast } from '../../../components/toast';
import { useReportListing } from '../queries';
import '../listing-reports.css';

export const REPORT_MESSAGES = {
  reason: 'Choose why you are reporting this listing',
  details: 'Tell us what is wrong with this listing',
  sent: 'Thank you. Our team will look at this listing.',
  already: 'You have already reported this listing.',
  failure: 'Failed to send your report',
};

/**
 * "Report this listing": a link opening a small form (why, words of one's own, required for
 * "Other", and one photo only staff see). Works signed out; one report per person and listing.
 */
export function ReportListing({ propertyId }: { propertyId: string }) {
  const report = useReportListing(propertyId);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [reason, setReason] = useState<ListingReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  if (sent) return <p className="rp-report__sent">{REPORT_MESSAGES.sent}</p>;
  if (!open) {
    return (
      <Button type="link" size="small" icon={<FlagOutlined />} onClick={() => setOpen(true)}>
        Report this listing
      </Button>
    );
  }
  const submit = () => {
    if (!reason) return setProblem(REPORT_MESSAGES.reason);
    const text = details.trim();
    if (reason === 'other' && !text) return setProblem(REPORT_MESSAGES.details);
    const photo = photos[0];
    report.mutate(
      { reason, ...(text ? { details: text } : {}), ...(photo ? { photo } : {}) },
      {
        onSuccess: () => {
          setSent(true);
          toast.success(REPORT_MESSAGES.sent);
        },
        onError: (err) =>
          hasCode(err, 'ALREADY_REPORTED')
            ? setProblem(REPORT_MESSAGES.already)
            : setProblem(errorMessage(err, REPORT_MESSAGES.failure)),
      },
    );
  };
  return (
    <form
      className="rp-report"
      aria-label="Report this listing"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend>Why are you reporting this listing?</legend>
        <Radio.Group
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as ListingReportReason);
            setProblem(null);
          }}
        >
          {LISTING_REPORT_REASONS.map((r) => (
            <Radio key={r} value={r} style={{ display: 'flex' }}>
              {LISTING_REPORT_REASON_LABELS[r]}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <Input.TextArea
        aria-label={reason === 'other' ? 'What is wrong (required)' : 'What is wrong (optional)'}
        rows={3}
        maxLength={LISTING_REPORT_DETAILS_MAX}
        value={details}
        onChange={(e) => {
          setDetails(e.target.value);
          setProblem(null);
        }}
      />
      <PhotoPicker
        photos={photos}
        max={1}
        messages={LISTING_REPORT_PHOTO_MESSAGES}
        label="Add a photo (optional)"
        hint="A screenshot of a chat asking for money, or the real building: only our team sees it."
        disabled={report.isPending}
        onChange={(next, photoProblem) => {
          setPhotos(next);
          setProblem(photoProblem);
        }}
      />
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <div className="rp-report__buttons">
        <Button onClick={() => setOpen(false)}>Cancel</Button>
        <Button type="primary" danger htmlType="submit" loading={report.isPending}>
          Send report
        </Button>
      </div>
    </form>
  );
}
