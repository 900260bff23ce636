import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Skeleton, Tabs } from 'antd';
import {
  BarChartOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  EyeOutlined,
  FileTextOutlined,
  HomeOutlined,
  MessageOutlined,
  PlusCircleOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  formatDate,
  formatNaira,
  type LandlordDashboardDto,
  PROPERTY_STATUSES,
} from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { StatGrid } from '../../../components/StatCard';
import { useAuth } from '../../auth';
import { firstNameOf, watDate } from '../lib';
import { useDashboardLiveRefresh, useLandlordDashboard } from '../queries';
import { Panel, PanelLink, RecentActivity, UpcomingViewings } from './DashboardParts';
import { ContinueDrafts } from './ContinueDrafts';
import '../dashboard.css';
import { StatusTag } from '../../../components/StatusTag';

const TABS = ['overview', 'properties', 'tenants', 'applications'] as const;
type TabKey = (typeof TABS)[number];

const ACTIONS = [
  { to: '/list-property', label: 'List Property', icon: <PlusCircleOutlined />, primary: true },
  { to: '/messages', label: 'Messages', icon: <MessageOutlined /> },
  { to: '/tenancies', label: 'Tenancies', icon: <HomeOutlined /> },
  { to: '/landlord/schedule-viewing', label: 'Schedule Viewing', icon: <CalendarOutlined /> },
  { to: '/analytics', label: 'Analytics', icon: <BarChartOutlined /> },
];

const STATUS_NAMES: Record<(typeof PROPERTY_STATUSES)[number], string> = {
  available: 'Available',
  under_contract: 'Under contract',
  rented: 'Rented',
  inactive: 'Inactive',
};

/**
 * /landlord-dashboard: stat cards, the actions, and the tabs overview,
 * properties, tenants and applications (the tab is kept in the address: ?tab=tenants).
 * `properties` and `applications` are the pages' own views, given by the page.
 */
export function LandlordDashboard({
  properties,
  applications,
  prompt,
}: {
  properties: ReactNode;
  applications: ReactNode;
  /** Asks for what the account still lacks, such as a phone for texts. */
  prompt?: ReactNode;
}) {
  const { user } = useAuth();
  const dashboard = useLandlordDashboard();
  useDashboardLiveRefresh();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey = asked && TABS.includes(asked) ? asked : 'overview';

  return (
    <div className="rn-container rn-section rn-dash">
      <header className="rn-dash__welcome rn-dash__welcome--row">
        <div>
          <h1 className="rn-section__title">Welcome back, {firstNameOf(user?.name ?? '')}</h1>
          <p className="rn-section__lead">Your listings, tenants and income at a glance.</p>
        </div>
        <nav className="rn-dash__toolbar" aria-label="Landlord actions">
          {ACTIONS.map((a) => (
            <LinkButton key={a.to} to={a.to} icon={a.icon} type={a.primary ? 'primary' : 'default'}>
              {a.label}
            </LinkButton>
          ))}
        </nav>
      </header>
      <ContinueDrafts />
      {prompt}
      <QueryView
        query={dashboard}
        loading={<Skeleton active paragraph={{ rows: 8 }} />}
        errorTitle="Could not load your dashboard"
      >
        {(data) => (
          <>
            <LandlordStats data={data} />
            <Tabs
              className="rn-dash__tabs"
              activeKey={tab}
              onChange={(key) =>
                setParams(key === 'overview' ? {} : { tab: key }, { replace: true })
              }
              items={[
                { key: 'overview', label: 'Overview', children: <Overview data={data} /> },
                { key: 'properties', label: 'Properties', children: properties },
                {
                  key: 'tenants',
                  label: `Tenants (${data.tenants.length})`,
                  children: <Tenants data={data} />,
                },
                {
                  key: 'applications',
                  label: `Applications (${data.stats.pendingApplications})`,
                  children: applications,
                },
              ]}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}

export function LandlordStats({ data }: { data: LandlordDashboardDto }) {
  const { stats, definitions } = data;
  return (
    <StatGrid
      label="Your figures"
      cards={[
        {
          label: 'Total Listings',
          value: stats.listings,
          icon: <HomeOutlined />,
          definition: definitions.listings,
        },
        {
          label: 'Active Listings',
          value: stats.active,
          icon: <CheckCircleOutlined />,
          tone: 'blue',
          definition: definitions.activeListings,
          // 'Available' below counts listings still in review too: say how the two agree.
          footer:
            data.listingsByStatus.available > stats.active
              ? `Of ${data.listingsByStatus.available} available; ${data.listingsByStatus.available - stats.active} not yet approved`
              : 'Approved and available',
        },
        {
          label: 'Pending Applications',
          value: stats.pendingApplications,
          icon: <FileTextOutlined />,
          tone: 'accent',
          definition: definitions.pendingApplications,
          footer:
            stats.pendingApplications > 0 ? (
              <Link to="?tab=applications">Review them</Link>
            ) : (
              'Nothing waiting'
            ),
        },
        {
          label: 'Rent Received This Month',
          value: formatNaira(stats.rentReceivedThisMonth),
          icon: <WalletOutlined />,
          definition: definitions.rentReceived,
          footer: `Since ${watDate(data.month.from)}`,
        },
        {
          label: 'Visitors This Month',
          value: stats.visitorsThisMonth.toLocaleString('en-NG'),
          icon: <EyeOutlined />,
          tone: 'violet',
          definition: definitions.views,
          footer: <Link to="/analytics">See analytics</Link>,
        },
      ]}
    />
  );
}

function Overview({ data }: { data: LandlordDashboardDto }) {
  return (
    <div className="rn-dash__cols">
      <RecentActivity items={data.recentActivity} />
      <div className="rn-dash__stack">
        <UpcomingViewings items={data.upcomingViewings} side="landlord" allLink="/schedule" />
        <Panel
          id="listing-status-title"
          title="Listings by Status"
          action={<PanelLink to="?tab=properties">Manage</PanelLink>}
        >
          <dl className="rn-dash-status">
            {PROPERTY_STATUSES.map((s) => (
              <div key={s}>
                <dt>{STATUS_NAMES[s]}</dt>
                <dd>{data.listingsByStatus[s]}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>
    </div>
  );
}

/** Approved applicants of the landlord's listings, with how to reach them. */
function Tenants({ data }: { data: LandlordDashboardDto }) {
  if (data.tenants.length === 0) {
    return (
      <EmptyState
        icon={<TeamOutlined />}
        title="No tenants yet"
        text="Applicants you approve appear here with their contact details."
        action={<LinkButton to="?tab=applications">Review applications</LinkButton>}
      />
    );
  }
  return (
    <ul className="rn-dash-tenants" aria-label="Tenants">
      {data.tenants.map((t) => (
        <li key={t.applicationId} className="rn-card rn-dash-tenant">
          <div className="rn-dash-tenant__head">
            <strong>{t.name}</strong>
            <StatusTag color={t.paid ? 'green' : 'gold'}>
              {t.paid ? 'Paid' : 'Payment Pending'}
            </StatusTag>
          </div>
          <Link to={`/property/${t.propertyId}`}>{t.propertyTitle}</Link>
          <dl className="rn-dash-tenant__contact">
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${t.phone}`}>{t.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${t.email}`}>{t.email}</a>
              </dd>
            </div>
            <div>
              <dt>Occupation</dt>
              <dd>{t.occupation}</dd>
            </div>
            <div>
              <dt>Approved</dt>
              <dd>{t.approvedAt ? formatDate(t.approvedAt) : '—'}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
