import { Result } from 'antd';
import { LockOutlined, StopOutlined } from '@ant-design/icons';
import { LISTING_MESSAGES } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { dashboardPathFor, storeIntendedDestination } from '../../auth';

/** A visitor: sign in (and come back here) or create a landlord account. */
export function AuthRequired({ returnTo }: { returnTo: string }) {
  const remember = () => storeIntendedDestination(returnTo);
  return (
    <Result
      className="lw-gate"
      icon={<LockOutlined aria-hidden="true" />}
      title={<h2 className="lw-gate__title">Authentication Required</h2>}
      subTitle={LISTING_MESSAGES.loginRequired}
      extra={[
        <LinkButton key="login" to="/login" type="primary" size="large" onClick={remember}>
          Sign In
        </LinkButton>,
        <LinkButton key="register" to="/register?role=landlord" size="large" onClick={remember}>
          Create Account
        </LinkButton>,
      ]}
    />
  );
}

/** Tenants and staff: the API refuses them, so say why and where to go instead. */
export function LandlordsOnly({ role }: { role: string }) {
  const staff = role === 'admin' || role === 'support';
  return (
    <Result
      className="lw-gate"
      icon={<StopOutlined aria-hidden="true" />}
      title={<h2 className="lw-gate__title">{LISTING_MESSAGES.landlordsOnly}</h2>}
      subTitle={
        staff
          ? 'Staff accounts review listings in the console; they do not list properties.'
          : 'You are signed in with a tenant account. To let a property, create a separate landlord account with another email address.'
      }
      extra={
        staff ? (
          <a key="console" href="/admin" className="rn-btn rn-btn--primary rn-btn--lg">
            Open the console
          </a>
        ) : (
          <LinkButton key="dash" to={dashboardPathFor(role)} type="primary" size="large">
            Go to Dashboard
          </LinkButton>
        )
      }
    />
  );
}
