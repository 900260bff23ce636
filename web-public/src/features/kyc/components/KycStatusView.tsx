import { Alert, Button, Descriptions } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  EditOutlined,
} from '@ant-design/icons';
import {
  formatDate,
  formatDateTime,
  GOVERNMENT_ID_TYPES,
  type KycMeDto,
  maskNin,
} from '@rentnaija/shared';

const ID_LABELS = Object.fromEntries(GOVERNMENT_ID_TYPES.map((t) => [t.value, t.label]));

const VIEWS = {
  pending: {
    icon: <ClockCircleFilled aria-hidden="true" />,
    title: 'Your KYC is being reviewed',
    text: 'Our team reviews submissions within 24-48 hours. We will tell you by email and in your notifications.',
  },
  approved: {
    icon: <CheckCircleFilled aria-hidden="true" />,
    title: 'Your identity is verified',
    text: 'Landlords and tenants see that your identity has been checked by RentNaija.',
  },
  rejected: {
    icon: <CloseCircleFilled aria-hidden="true" />,
    title: 'Your KYC submission was not approved',
    text: 'Correct what the reviewer asks for and submit again; your earlier answers are kept.',
  },
} as const;

/** Pending, approved, or rejected with the reviewer's reason (and the way to resubmit). */
export function KycStatusView({
  record,
  onResubmit,
}: {
  record: KycMeDto & { status: 'pending' | 'approved' | 'rejected' };
  onResubmit: () => void;
}) {
  const view = VIEWS[record.status];
  return (
    <section className={`rn-card rn-kyc-status rn-kyc-status--${record.status}`} aria-live="polite">
      <div className="rn-kyc-status__head">
        <span className="rn-kyc-status__icon">{view.icon}</span>
        <div>
          <h2 className="rn-kyc-status__title">{view.title}</h2>
          <p className="rn-kyc-status__text">{view.text}</p>
        </div>
      </div>
      {record.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title="Reason from the reviewer"
          description={record.rejectionReason ?? 'No reason was given.'}
          className="rn-kyc-alert"
        />
      )}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" className="rn-kyc-status__facts">
        <Descriptions.Item label="Name">
          {record.firstName} {record.lastName}
        </Descriptions.Item>
        {record.submittedAt && (
          <Descriptions.Item label="Submitted">
            {formatDateTime(record.submittedAt)}
          </Descriptions.Item>
        )}
        {record.reviewedAt && (
          <Descriptions.Item label={record.status === 'approved' ? 'Verified' : 'Reviewed'}>
            {formatDate(record.reviewedAt)}
          </Descriptions.Item>
        )}
        {record.governmentIdType && (
          <Descriptions.Item label="ID type">
            {ID_LABELS[record.governmentIdType]}
          </Descriptions.Item>
        )}
        {record.ninNumber && (
          <Descriptions.Item label="NIN">{maskNin(record.ninNumber)}</Descriptions.Item>
        )}
      </Descriptions>
      {record.status === 'rejected' && (
        <Button type="primary" icon={<EditOutlined aria-hidden="true" />} onClick={onResubmit}>
          Update and resubmit
        </Button>
      )}
    </section>
  );
}
