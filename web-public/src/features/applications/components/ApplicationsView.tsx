import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { FileTextOutlined, LoginOutlined } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApplicationDto, ApplicationListResponse } from '@rentnaija/shared';
import { ConsoleNotice } from '../../../components/ConsoleNotice';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { storeIntendedDestination, useAuth } from '../../auth';
import { APPLICATION_TABS, type ApplicationTab, emptyTitle, isTab } from '../lib';
import { useLandlordApplications, useMyApplications } from '../queries';
import { LandlordApplicationCard } from './LandlordApplicationCard';
import { TenantApplicationCard } from './TenantApplicationCard';
import '../applications.css';

/**
 * /applications: a tenant's own applications, or, for a landlord, the
 * applications to their listings with the review actions. Tabs by status with counts (the
 * tab is kept in the URL, `?status=`).
 */
export function ApplicationsView() {
  const { status, user } = useAuth();
  if (status === 'anonymous') return <LoginPrompt />;
  if (user?.role === 'landlord') return <LandlordApplications />;
  if (user?.role === 'tenant') return <TenantApplications />;
  return (
    <Frame title="Applications" lead="Staff review every application in the console.">
      <ConsoleNotice
        icon={<FileTextOutlined />}
        title="Applications are in the console"
        text="Open the Applications list of the admin console to read and decide applications."
        consolePath="#/applications"
      />
    </Frame>
  );
}

function TenantApplications() {
  const list = useMyApplications();
  return (
    <Frame
      title="My Applications"
      lead="Every home you applied for: the landlord's decision, your guarantor's answer and your payment."
    >
      <ApplicationTabs
        query={list}
        renderCard={(app) => <TenantApplicationCard key={app.id} application={app} />}
        emptyAction={
          <LinkButton type="primary" to="/properties">
            Browse Properties
          </LinkButton>
        }
        emptyText="When you book a home, your application shows here until the landlord decides."
      />
    </Frame>
  );
}

function LandlordApplications() {
  const list = useLandlordApplications();
  return (
    <Frame
      title="Applications"
      lead="Tenants who applied for your listings. Check the guarantor's answer before you decide."
    >
      <ApplicationTabs
        query={list}
        renderCard={(app, offerHours) => (
          <LandlordApplicationCard key={app.id} application={app} offerHours={offerHours} />
        )}
        emptyText="Applications for your listings show here as soon as tenants send them."
      />
    </Frame>
  );
}

function Frame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="ra-page">
      <header className="ra-head">
        <h1 className="ra-head__title">{title}</h1>
        <p className="rn-muted ra-head__lead">{lead}</p>
      </header>
      {children}
    </div>
  );
}

function ApplicationTabs({
  query,
  renderCard,
  emptyText,
  emptyAction,
}: {
  query: ReturnType<typeof useMyApplications>;
  renderCard: (app: ApplicationDto, offerHours: number) => ReactNode;
  emptyText: string;
  emptyAction?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const tab: ApplicationTab = isTab(asked) ? asked : 'all';
  const data = query.data as ApplicationListResponse | undefined;
  const counts = data?.counts;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="ra-list" aria-busy="true" aria-label="Loading applications">
        {[0, 1].map((i) => (
          <Card key={i} loading />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Failed to load applications"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const shown = data!.data.filter((a) => tab === 'all' || a.status === tab);
    body =
      shown.length === 0 ? (
        <EmptyState
          icon={<FileTextOutlined />}
          title={emptyTitle(tab)}
          text={tab === 'all' ? emptyText : undefined}
          action={tab === 'all' ? emptyAction : undefined}
        />
      ) : (
        <div className="ra-list">{shown.map((app) => renderCard(app, data!.offerHours))}</div>
      );
  }

  return (
    <>
      <div className="ra-tabs" role="group" aria-label="Status">
        {APPLICATION_TABS.map((t) => (
          <Button
            key={t.key}
            type={tab === t.key ? 'primary' : 'default'}
            aria-pressed={tab === t.key}
            onClick={() => setParams(t.key === 'all' ? {} : { status: t.key }, { replace: true })}
          >
            {counts ? `${t.label} (${counts[t.key]})` : t.label}
          </Button>
        ))}
      </div>
      {body}
    </>
  );
}

function LoginPrompt() {
  const location = useLocation();
  return (
    <div className="ra-page">
      <EmptyState
        icon={<LoginOutlined />}
        title="Please log in to view your applications"
        action={
          <LinkButton
            type="primary"
            to="/login"
            onClick={() => storeIntendedDestination(location.pathname + location.search)}
          >
            Login
          </LinkButton>
        }
      />
    </div>
  );
}
