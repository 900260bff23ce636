import { useEffect, useRef, useState } from 'react';
import { Result, Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { DELAYS } from '@rentnaija/shared';
import { ApiError, api } from '../../../api/client';
import { useAuth } from '../AuthContext';
import { authErrorMessage } from '../authErrors';
import { dashboardPathFor } from '../roles';
import { LinkButton } from '../../../app/layout/LinkButton';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'no-token' };

/** Reads ?token= or a #token= / #access_token= hash (forwarded from the root). */
export function confirmationToken(search: string, hash: string): string | null {
  const query = new URLSearchParams(search);
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  return query.get('token') || fromHash.get('token') || fromHash.get('access_token') || null;
}

/** The server's reason for a refused token; anything else is 'An unexpected error occurred: …'. */
function confirmationError(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500)
    return authErrorMessage(err);
  return `An unexpected error occurred: ${authErrorMessage(err)}`;
}

/** spec/1 and spec/3 section 2.13: the email-confirmation landing. */
export function EmailConfirmation() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const started = useRef(false);
  const token = confirmationToken(location.search, location.hash);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ kind: 'no-token' });
      return;
    }
    api
      .post<{ message: string }>('/auth/confirm-email', { token })
      .then((res) =>
        setState({
          kind: 'success',
          message: res?.message || 'Your email address is confirmed. You can now log in.',
        }),
      )
      .catch((err: unknown) => setState({ kind: 'error', message: confirmationError(err) }));
  }, [token]);

  // Confirming does not sign anyone in: go to /login, or to the dashboard if already signed in.
  useEffect(() => {
    if (state.kind === 'success') {
      const to = user ? dashboardPathFor(user.role) : '/login';
      const timer = setTimeout(() => navigate(to, { replace: true }), DELAYS.confirmRedirect);
      return () => clearTimeout(timer);
    }
    if (state.kind === 'no-token') {
      const timer = setTimeout(() => navigate('/login', { replace: true }), DELAYS.noTokenRedirect);
      return () => clearTimeout(timer);
    }
  }, [state.kind, user, navigate]);

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
          subTitle={`${state.message} Redirecting you in a moment…`}
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
            <LinkButton key="home" to="/">
              Back to Home
            </LinkButton>,
          ]}
        />
      );
  }
}
