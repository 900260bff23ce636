import { Avatar, Descriptions } from 'antd';
import { ArrowRightOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { Link, Navigate } from 'react-router-dom';
import { formatDate } from '@rentnaija/shared';
import type { Role } from '@rentnaija/shared';
import { ROLE_LABELS, dashboardPathFor, useAuth } from '../auth';
import { quickLinksFor } from './quickLinks';
import { LinkButton } from '../../components/LinkButton';
import { EmptyState } from '../../components/QueryStates';
import './dashboard.css';

/**
 * /dashboard: forwards each known role to its own dashboard; any
 * other role sees its profile, its properties and quick actions.
 */
export function DashboardOverview({ role }: { role?: Role }) {
  const { user } = useAuth();
  if (!user) return null;

  const own = dashboardPathFor(user.role);
  if (!role && own !== '/dashboard') return <Navigate to={own} replace />;
  if (role && role !== user.role) return <Navigate to={own} replace />;

  const links = quickLinksFor(user.role);
  const firstName = user.name.split(/\s+/)[0] || user.name;

  return (
    <div className="rn-container rn-section">
      <section className="rn-card rn-dash-hero" aria-labelledby="dash-title">
        <Avatar
          size={64}
          icon={<UserOutlined aria-hidden="true" />}
          className="rn-dash-hero__avatar"
        />
        <div>
          <h1 id="dash-title" className="rn-section__title">
            Welcome back, {firstName}
          </h1>
          <p className="rn-section__lead">
            <span className="rn-role-badge">{ROLE_LABELS[user.role] ?? user.role}</span>{' '}
            {user.email}
          </p>
        </div>
      </section>

      <section aria-labelledby="quick-title" className="rn-section--tight">
        <h2 id="quick-title" className="rn-dash-subtitle">
          Quick actions
        </h2>
        <ul className="rn-quick-grid">
          {links.map((link) => (
            <li key={link.to}>
              {link.to === '/admin' ? (
                <a href={link.to} className="rn-quick-card">
                  <QuickCardBody {...link} />
                </a>
              ) : (
                <Link to={link.to} className="rn-quick-card">
                  <QuickCardBody {...link} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="properties-title" className="rn-card rn-section--tight">
        <h2 id="properties-title" className="rn-dash-subtitle" style={{ marginTop: 0 }}>
          Your properties
        </h2>
        <EmptyState
          icon={<HomeOutlined />}
          title="No properties yet"
          text="Listing homes and saving them are open to landlord and tenant accounts. Browse the homes on offer meanwhile."
          action={<LinkButton to="/properties">Browse Properties</LinkButton>}
        />
      </section>

      <section aria-labelledby="profile-title" className="rn-card">
        <h2 id="profile-title" className="rn-dash-subtitle" style={{ marginTop: 0 }}>
          Your profile
        </h2>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label="Name">{user.name}</Descriptions.Item>
          <Descriptions.Item label="Role">{ROLE_LABELS[user.role] ?? user.role}</Descriptions.Item>
          <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">{user.phone ?? 'Not added yet'}</Descriptions.Item>
          <Descriptions.Item label="Email confirmed">
            {user.emailVerifiedAt ? formatDate(user.emailVerifiedAt) : 'Not yet'}
          </Descriptions.Item>
          <Descriptions.Item label="Member since">{formatDate(user.createdAt)}</Descriptions.Item>
        </Descriptions>
        <LinkButton to="/settings" style={{ marginTop: 12 }}>
          Edit profile
        </LinkButton>
      </section>
    </div>
  );
}

function QuickCardBody({
  label,
  description,
  icon,
}: {
  label: string;
  description: string;
  icon: React.ReactNode;
}) {
  return (
    <>
      <span className="rn-quick-card__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="rn-quick-card__text">
        <strong>{label}</strong>
        <span>{description}</span>
      </span>
      <ArrowRightOutlined aria-hidden="true" className="rn-quick-card__arrow" />
    </>
  );
}
