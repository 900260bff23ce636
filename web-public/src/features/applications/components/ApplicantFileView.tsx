import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RentRecordRows } from '../../../components/RentRecordRows';
import { Facts } from '../../../components/Facts';
import { Alert, Skeleton } from 'antd';
import {
  ArrowLeftOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  type ApplicantFileDto,
  ageOn,
  formatDate,
  formatDateTime,
  formatNaira,
  type RenterFactsDto,
  type SharedProfileDto,
} from '@rentnaija/shared';
import { hasCode } from '../../../api/errors';
import { ContentCard } from '../../../components/ContentSection';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { useAuth } from '../../auth';
import {
  accountAge,
  GUARANTOR_STATUS,
  KYC_STATUS_TAGS,
  listingFacts,
  NIN_OUTCOME_COLORS,
} from '../lib';
import { useApplicantFile } from '../queries';
import { DecisionButtons } from './DecisionDialog';
import {
  ContactFacts,
  GuarantorFacts,
  ListingTitle,
  ReferenceFacts,
  ApplicationStatusTag,
} from './parts';
import '../applications.css';
import { StatusTag } from '../../../components/StatusTag';

/** The record's facts of the history, without the account's age. */
const recordOf = ({
  memberSince: _since,
  accountAgeDays: _days,
  ...facts
}: ApplicantFileDto['history']) => facts as RenterFactsDto;

/**
 * /applications/:id: the applicant file the listing's landlord decides on. Who the applicant is
 * by their identity verification, income against the rent agreed, work, reference, guarantor and
 * their record on RentNaija; then the decisions, each confirmed after saying what it does. Staff
 * may read it; anyone else is told there is no such file.
 */
export function ApplicantFileView({
  id,
  renderProfile,
}: {
  id: string;
  /** Draws the parts of the applicant's renter profile they show landlords. */
  renderProfile?: (profile: SharedProfileDto) => ReactNode;
}) {
  const file = useApplicantFile(id);
  if (file.isError && hasCode(file.error, 'APPLICATION_NOT_FOUND', 'VALIDATION_FAILED')) {
    return (
      <EmptyState
        icon={<FileSearchOutlined />}
        title="Applicant file not found"
        text="Only the landlord of the listing an application is for can open its applicant file."
        link={{ to: '/applications', label: 'Back to Applications' }}
      />
    );
  }
  return (
    <QueryView
      query={file}
      loading={<Skeleton active paragraph={{ rows: 12 }} />}
      errorTitle="Could not load this applicant file"
    >
      {(f) => <FileBody file={f} renderProfile={renderProfile} />}
    </QueryView>
  );
}

function FileBody({
  file: f,
  renderProfile,
}: {
  file: ApplicantFileDto;
  renderProfile?: (profile: SharedProfileDto) => ReactNode;
}) {
  const { user } = useAuth();
  const a = f.application;
  const name = `${a.firstName} ${a.lastName}`;
  const facts = listingFacts(a);
  const guarantor = GUARANTOR_STATUS[a.guarantorStatus];
  const kyc = KYC_STATUS_TAGS[f.identity.kycStatus];
  const nin = f.identity.nin;
  const h = f.history;

  return (
    <article className="ra-file" aria-labelledby="ra-file-title">
      <Link to="/applications" className="ra-file__back">
        <ArrowLeftOutlined aria-hidden="true" />
        Applications
      </Link>
      <header className="ra-file__head">
        <div className="ra-card__heading">
          <p className="rn-muted ra-file__kicker">Applicant file</p>
          <h1 id="ra-file-title" className="ra-head__title">
            {name}
          </h1>
          <p className="rn-muted ra-card__place">
            for <ListingTitle application={a} /> · {facts.price} · applied {formatDate(a.createdAt)}
          </p>
        </div>
        <ApplicationStatusTag status={a.status} />
      </header>

      {a.status === 'approved' && a.offerExpiresAt && (
        <Alert
          type="info"
          showIcon
          title={`Offered until ${formatDateTime(a.offerExpiresAt)}`}
          description={`If ${a.firstName} has not paid by then, the offer lapses and the listing is available again.`}
        />
      )}
      {a.reviewNote && (
        <p className="ra-card__note">
          <strong>Note to the applicant:</strong> {a.reviewNote}
        </p>
      )}

      <div className="ra-file__grid">
        <ContentCard section titleId="ra-file-identity" title="Identity" icon={IdcardOutlined}>
          <Facts className="ra-facts">
            <dt>Verified name</dt>
            <dd>{f.identity.verifiedName ?? <span className="rn-muted">Not verified yet</span>}</dd>
            <dt>Identity check</dt>
            <dd>
              <StatusTag color={kyc.color}>{kyc.label}</StatusTag>
            </dd>
            <dt>NIN check</dt>
            <dd>
              <StatusTag color={NIN_OUTCOME_COLORS[nin.outcome]}>{nin.label}</StatusTag>
            </dd>
            {nin.masked && (
              <>
                <dt>Verified NIN</dt>
                <dd>
                  <span className="ra-mono">{nin.masked}</span>{' '}
                  {nin.sameAsApplication === false && (
                    <StatusTag color="red">Not the NIN on this application</StatusTag>
                  )}
                </dd>
              </>
            )}
            <dt>Age</dt>
            <dd>{ageOn(a.dateOfBirth, new Date()) ?? '—'}</dd>
            <ContactFacts application={a} />
          </Facts>
        </ContentCard>

        <ContentCard section titleId="ra-file-money" title="Money" icon={WalletOutlined}>
          <p className="ra-file__ratio">
            <strong>{f.money.ratio === null ? '—' : `${f.money.ratio.toFixed(1)}×`}</strong>
            <span>{f.money.reading}</span>
          </p>
          <Facts className="ra-facts">
            <dt>Monthly income</dt>
            <dd>{formatNaira(f.money.monthlyIncome)}</dd>
            <dt>Monthly rent</dt>
            <dd>{formatNaira(f.money.monthlyRent)} (agreed when applying)</dd>
            <dt>To move in</dt>
            <dd>
              {formatNaira(a.moveIn.total)} · {a.depositPaid ? 'paid' : 'not paid yet'}
            </dd>
          </Facts>
        </ContentCard>

        <ContentCard section titleId="ra-file-work" title="Work" icon={SolutionOutlined}>
          <Facts className="ra-facts">
            <dt>Occupation</dt>
            <dd>{a.occupation}</dd>
            <dt>Employer</dt>
            <dd>{a.employer}</dd>
          </Facts>
        </ContentCard>

        <ContentCard section titleId="ra-file-reference" title="Reference" icon={TeamOutlined}>
          <ReferenceFacts application={a} />
        </ContentCard>

        <ContentCard
          section
          titleId="ra-file-guarantor"
          title="Guarantor"
          icon={SafetyCertificateOutlined}
        >
          <p className="ra-file__tag">
            <StatusTag color={guarantor.color}>{guarantor.label}</StatusTag>
          </p>
          <GuarantorFacts application={a} />
        </ContentCard>

        <ContentCard section titleId="ra-file-history" title="History" icon={HistoryOutlined}>
          <Facts className="ra-facts">
            <dt>On RentNaija</dt>
            <dd>
              {accountAge(h.accountAgeDays)} (since {formatDate(h.memberSince)})
            </dd>
            <RentRecordRows facts={recordOf(h)} />
          </Facts>
        </ContentCard>

        {f.profile && renderProfile && (
          <div className="ra-file__profile">
            <ContentCard
              section
              titleId="ra-file-profile"
              title="Renter profile"
              icon={UserOutlined}
            >
              <p className="rn-muted">What {a.firstName} chose to show landlords.</p>
              {renderProfile(f.profile)}
            </ContentCard>
          </div>
        )}
      </div>

      {user?.role === 'landlord' && (
        <div className="ra-file__actions" role="group" aria-label="Decision">
          <DecisionButtons application={a} offerHours={f.offerHours} message />
        </div>
      )}
    </article>
  );
}
