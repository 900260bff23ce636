import { useEffect, useRef, useState } from 'react';
import { Result, Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { DELAYS } from '@rentnaija/shared';
import { errorMessage, hasCode, isRefusal } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { useAuth } from '../AuthContext';
import { useConfirmEmail } from '../queries';
import { dashboardPathFor } from '../roles';
import { resendLink } from './LoginForm';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; message: string; to: string }
  | { kind: 'error'; message: string; canResend: boolean }
  | { kind: 'no-token' };

/** Reads ?token= or a #token= / #access_token= hash (forwarded from the root). */
export function confirmationToken(search: string, hash: string): string | null {
  const query = new URLSearchParams(search);
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  return query.get('token') || fromHash.get('token') || fromHash.get('access_token') || null;
}

/** The server's reason for a refused token; anything else is 'An unexpected error occurred: …'. */
function confirmationError(err: unknown): string {
  if (isRefusal(err)) return errorMessage(err);
  return `An unexpected error occurred: ${errorMessage(err)}`;
}

/**
 * /auth/callback: the email-confirmation landing. Confirming signs the user in
 * (the server opens a session), then goes to the role's dashboard after 2 seconds.
 */
export function EmailConfirmation() {
  const location = useLocation();
  const navigate = useNavigate();
  const { adoptSession } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const started = useRef(false);
  const { mutateAsync: confirm } = useConfirmEmail();
  const token = confirmationToken(location.search, location.hash);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ kind: 'no-token' });
      return;
    }
    confirm(token)
      .then((res) => {
        const user = adoptSession(res, false);
        setState({ kind: 'success', message: res.message, to: dashboardPathFor(user.role) });
      })
      .catch((err: unknown) =>
        setState({
          kind: 'error',
          message: confirmationError(err),
          canResend: hasCode(err, 'TOKEN_EXPIRED', 'TOKEN_USED', 'INVALID_TOKEN'),
        }),
      );
  }, [token, adoptSession, confirm]);

  useEffect(() => {
    if (state.kind === 'success') {
      const timer = setTimeout(() => navigate(state.to, { replace: true }), DELAYS.confirmRedirect);
      return () => clearTimeout(timer);
    }
    if (state.kind === 'no-token') {
      const timer = setTimeout(() => navigate('/login', { replace: true }), DELAYS.noTokenRedirect);
      return () => clearTimeout(timer);
    }
  }, [state, navigate]);

  switch (state.kind) {
    case 'loading':
      return (
        <Result
          icon={<Spin size="large" />}
          title={<h1 className="rn-result-title">Confirming your email...</h1>}
          subTitle="Please wait while we verify your email address."
        />
      );
    case 'success':
      return (
        <Result
          status="success"
          title={<h1 className="rn-result-title">Email Confirmed!</h1>}
          subTitle={`${state.message} Taking you to your dashboard…`}
        />
      );
    case 'no-token':
      return (
        <Result
          status="warning"
          title={<h1 className="rn-result-title">No confirmation link</h1>}
          subTitle="No authentication tokens found. Please try logging in again."
        />
      );
    case 'error':
      return (
        <Result
          status="error"
          title={<h1 className="rn-result-title">Confirmation Failed</h1>}
          subTitle={state.message}
          extra={[
            <LinkButton key="login" to="/login" type="primary">
              Go to Login
            </LinkButton>,
            state.canResend && (
              <LinkButton key="resend" to={resendLink(undefined)}>
                Send a new link
              </LinkButton>
            ),
            <LinkButton key="home" to="/">
              Back to Home
            </LinkButton>,
          ]}
        />
      );
  }
}
