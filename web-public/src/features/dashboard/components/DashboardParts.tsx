import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightOutlined, BellOutlined, CalendarOutlined } from '@ant-design/icons';
import type { NotificationDto, UpcomingViewingDto } from '@rentnaija/shared';
import { EmptyState } from '../../../components/QueryStates';
import { activityTime, watDate } from '../lib';
import { StatusTag } from '../../../components/StatusTag';

/** A titled panel of a dashboard, with an optional link at its head. */
export function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rn-card rn-dash-panel" aria-labelledby={id}>
      <header className="rn-dash-panel__head">
        <h2 id={id} className="rn-dash-subtitle">
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="rn-dash-panel__link">
      {children} <ArrowRightOutlined aria-hidden="true" />
    </Link>
  );
}

/** The user's latest notifications, each opening what it is about. */
export function RecentActivity({ items }: { items: NotificationDto[] }) {
  return (
    <Panel id="activity-title" title="Recent Activity">
      {items.length === 0 ? (
        <EmptyState
          icon={<BellOutlined />}
          title="No recent activity"
          text="Updates on your listings, applications and payments will show here."
        />
      ) : (
        <ul className="rn-dash-list">
          {items.map((n) => (
            <li key={n.id} className={n.readAt ? undefined : 'rn-dash-list__unread'}>
              {n.link ? <Link to={n.link}>{n.message}</Link> : <span>{n.message}</span>}
              <time dateTime={n.createdAt}>{activityTime(n.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const VIEWING_TAGS = {
  pending: 'blue',
  confirmed: 'green',
  completed: 'default',
  cancelled: 'red',
};

/** Viewings still to come, soonest first; `side` says whose name to show with each. */
export function UpcomingViewings({
  items,
  side,
  allLink,
}: {
  items: UpcomingViewingDto[];
  side: 'tenant' | 'landlord';
  allLink: string;
}) {
  return (
    <Panel
      id="viewings-title"
      title="Upcoming Viewings"
      action={<PanelLink to={allLink}>All viewings</PanelLink>}
    >
      {items.length === 0 ? (
        <EmptyState icon={<CalendarOutlined />} title="No upcoming viewings" />
      ) : (
        <ul className="rn-dash-list">
          {items.map((v) => (
            <li key={v.id}>
              <span>
                <Link to={`/property/${v.propertyId}`}>{v.propertyTitle}</Link>
                <span className="rn-dash-list__sub">
                  {watDate(v.date)}, {v.time} WAT · {v.type === 'virtual' ? 'Virtual' : 'In person'}
                  {' · '}
                  {side === 'tenant' ? `with ${v.withName}` : v.withName}
                </span>
              </span>
              <StatusTag color={VIEWING_TAGS[v.status]}>
                {v.status === 'pending' ? 'Pending' : 'Confirmed'}
              </StatusTag>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export interface DashboardAction {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The dashboard's shortcuts, as buttons that are real links. */
export function QuickActions({
  actions,
  children,
}: {
  actions: DashboardAction[];
  children?: ReactNode;
}) {
  return (
    <Panel id="actions-title" title="Quick Actions">
      <ul className="rn-dash-actions">
        {actions.map((a) => (
          <li key={a.to}>
            <Link to={a.to} className="rn-dash-action">
              <span className="rn-dash-action__icon" aria-hidden="true">
                {a.icon}
              </span>
              {a.label}
              <ArrowRightOutlined aria-hidden="true" className="rn-dash-action__arrow" />
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </Panel>
  );
}
