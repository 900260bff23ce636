import { Link } from 'react-router-dom';
import { Skeleton } from 'antd';
import { CheckCircleOutlined, FileSearchOutlined } from '@ant-design/icons';
import { type ApplicationDto, formatDate, formatNaira } from '@rentnaija/shared';
import { useQueryClient } from '@tanstack/react-query';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { DecisionButtons, useLandlordApplications } from '../../applications';
import { APPLICATION_STATUS_TAGS } from '../lib';
import { dashboardKeys } from '../queries';
import { StatusTag } from '../../../components/StatusTag';

const isOpen = (a: ApplicationDto) => a.status === 'pending' || a.status === 'under_review';

/**
 * The applications waiting for the landlord's decision, reviewed in place: the same list and
 * review as the Applications page (one cache, so a decision here shows there too).
 */
export function PendingApplications() {
  const applications = useLandlordApplications();
  if (applications.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (applications.isError) {
    return (
      <ErrorState
        title="Could not load applications"
        error={applications.error}
        onRetry={() => void applications.refetch()}
      />
    );
  }
  const open = applications.data.data.filter(isOpen);
  if (open.length === 0) {
    return (
      <EmptyState
        icon={<CheckCircleOutlined />}
        title="No Pending Approvals"
        text="New applications for your listings appear here for your decision."
      />
    );
  }
  return (
    <ul className="rn-dash-tenants" aria-label="Applications waiting for your decision">
      {open.map((a) => (
        <ApplicationCard key={a.id} application={a} offerHours={applications.data.offerHours} />
      ))}
    </ul>
  );
}

function ApplicationCard({
  application: a,
  offerHours,
}: {
  application: ApplicationDto;
  offerHours: number;
}) {
  const queryClient = useQueryClient();
  const tag = APPLICATION_STATUS_TAGS[a.status];
  return (
    <li className="rn-card rn-dash-tenant">
      <div className="rn-dash-tenant__head">
        <strong>
          {a.firstName} {a.lastName}
        </strong>
        <StatusTag color={tag.color}>{tag.label}</StatusTag>
      </div>
      {a.property && <Link to={`/property/${a.property.id}`}>{a.property.title}</Link>}
      <dl className="rn-dash-tenant__contact">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${a.phone}`}>{a.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </dd>
        </div>
        <div>
          <dt>Occupation</dt>
          <dd>{a.occupation}</dd>
        </div>
        <div>
          <dt>Income</dt>
          <dd>{formatNaira(a.monthlyIncome)}/month</dd>
        </div>
        <div>
          <dt>Applied</dt>
          <dd>{formatDate(a.createdAt)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{a.depositPaid ? 'Paid' : 'Payment Pending'}</dd>
        </div>
      </dl>
      <div className="rn-dash-tenant__actions">
        <DecisionButtons
          application={a}
          offerHours={offerHours}
          onDone={() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })}
        />
        <LinkButton to={`/applications/${a.id}`} icon={<FileSearchOutlined aria-hidden="true" />}>
          View applicant file
        </LinkButton>
      </div>
    </li>
  );
}
