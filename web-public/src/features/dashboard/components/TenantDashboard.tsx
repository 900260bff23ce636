import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from 'antd';
import {
  CheckCircleOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  HeartOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { formatDate, formatNaira, type TenantDashboardDto } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { StatGrid } from '../../../components/StatCard';
import { useAuth } from '../../auth';
import { APPLICATION_STATUS_TAGS, firstNameOf, KYC_STATUS_TEXT } from '../lib';
import { useDashboardLiveRefresh, useTenantDashboard } from '../queries';
import { Panel, PanelLink, QuickActions, RecentActivity, UpcomingViewings } from './DashboardParts';
import { ContinueDrafts } from './ContinueDrafts';
import '../dashboard.css';
import { StatusTag } from '../../../components/StatusTag';

const ACTIONS = [
  { to: '/properties', label: 'Browse Properties', icon: <SearchOutlined /> },
  { to: '/saved-properties', label: 'Saved Properties', icon: <HeartOutlined /> },
  { to: '/applications', label: 'My Applications', icon: <FileTextOutlined /> },
  { to: '/tenancies', label: 'My Tenancies', icon: <HomeOutlined /> },
  { to: '/payments', label: 'Payment History', icon: <CreditCardOutlined /> },
];

/**
 * /tenant-dashboard: the tenant's figures, activity and applications. The page passes `prompt`
 * (what the account still lacks, such as a phone for texts) and `rent` (the tenant's rent and
 * deposit panel, from the tenancies feature).
 */
export function TenantDashboard({ prompt, rent }: { prompt?: ReactNode; rent?: ReactNode } = {}) {
  const { user } = useAuth();
  const dashboard = useTenantDashboard();
  useDashboardLiveRefresh();

  return (
    <div className="rn-container rn-section rn-dash">
      <header className="rn-dash__welcome">
        <h1 className="rn-section__title">Welcome back, {firstNameOf(user?.name ?? '')}</h1>
        <p className="rn-section__lead">
          Your saved homes, applications and payments in one place.
        </p>
      </header>
      <ContinueDrafts />
      {rent}
      {prompt}
      <QueryView
        query={dashboard}
        loading={<Skeleton active paragraph={{ rows: 8 }} />}
        errorTitle="Could not load your dashboard"
      >
        {(data) => <TenantDashboardBody data={data} />}
      </QueryView>
    </div>
  );
}

export function TenantDashboardBody({ data }: { data: TenantDashboardDto }) {
  const { stats, definitions } = data;
  const kyc = KYC_STATUS_TEXT[stats.kycStatus];
  return (
    <>
      <StatGrid
        label="Your figures"
        cards={[
          { label: 'Saved Properties', value: stats.saved, icon: <HeartOutlined /> },
          {
            label: 'Applications',
            value: stats.applications,
            icon: <FileTextOutlined />,
            tone: 'blue',
          },
          {
            label: 'Approved',
            value: stats.approved,
            icon: <CheckCircleOutlined />,
            tone: 'violet',
          },
          {
            label: 'KYC Status',
            value: <StatusTag color={kyc.color}>{kyc.label}</StatusTag>,
            icon: <SafetyCertificateOutlined />,
            tone: 'accent',
            footer:
              stats.kycStatus === 'approved' ? (
                'Landlords see you are verified'
              ) : (
                <Link to="/kyc">
                  {stats.kycStatus === 'pending' ? 'See your submission' : 'Verify your identity'}
                </Link>
              ),
          },
          {
            label: 'Total Spent',
            value: formatNaira(stats.totalSpent),
            icon: <WalletOutlined />,
            definition: definitions.totalSpent,
            footer: <Link to="/payments">Payment history</Link>,
          },
        ]}
      />

      <div className="rn-dash__cols">
        <RecentActivity items={data.recentActivity} />
        <QuickActions actions={ACTIONS}>
          <LinkButton
            to="/kyc"
            type="primary"
            icon={<SafetyCertificateOutlined />}
            className="rn-dash-actions__kyc"
          >
            {stats.kycStatus === 'approved' ? 'View verification' : 'Verify Identity (KYC)'}
          </LinkButton>
        </QuickActions>
      </div>

      <div className="rn-dash__cols">
        <Panel
          id="applications-title"
          title="Recent Applications"
          action={<PanelLink to="/applications">View all</PanelLink>}
        >
          {data.recentApplications.length === 0 ? (
            <EmptyState
              icon={<FileTextOutlined />}
              title="No Applications Yet"
              text="Found a home you like? Apply from its page."
              action={<LinkButton to="/properties">Browse Properties</LinkButton>}
            />
          ) : (
            <ul className="rn-dash-list">
              {data.recentApplications.map((a) => {
                const tag = APPLICATION_STATUS_TAGS[a.status];
                return (
                  <li key={a.id}>
                    <span>
                      <Link to={`/property/${a.property.id}`}>{a.property.title}</Link>
                      <span className="rn-dash-list__sub">
                        {a.property.location} · {formatNaira(a.property.price)}/month · applied{' '}
                        {formatDate(a.createdAt)}
                      </span>
                    </span>
                    <StatusTag color={tag.color}>{tag.label}</StatusTag>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
        <UpcomingViewings items={data.upcomingViewings} side="tenant" allLink="/schedule" />
      </div>
    </>
  );
}
