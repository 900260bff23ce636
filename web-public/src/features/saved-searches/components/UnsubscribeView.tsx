import { useEffect, useRef } from 'react';
import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { useUnsubscribeSearch } from '../queries';
import '../saved-searches.css';

/**
 * The email's unsubscribe link: turns the saved search's alerts off without signing in. The
 * change is a POST made by the page (mail scanners that follow links do not run it).
 */
export function UnsubscribeView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeSearch();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const back = (
    <LinkButton key="saved" type="primary" to="/saved-properties?tab=searches">
      Manage saved searches
    </LinkButton>
  );
  return (
    <div className="rs-page">
      {unsubscribe.isSuccess ? (
        <Result
          status="success"
          title="You are unsubscribed"
          subTitle={`We will not email you about new listings for “${unsubscribe.data.name}”. You can turn its alerts back on at any time.`}
          extra={[back]}
        />
      ) : unsubscribe.isError || !token ? (
        <Result
          status="warning"
          title="This unsubscribe link is not valid"
          subTitle="Sign in and turn the search's alerts off from Saved Searches."
          extra={[back]}
        />
      ) : (
        <div style={{ textAlign: 'center' }} aria-busy="true">
          <Spin size="large" />
          <p>Turning the alerts off…</p>
        </div>
      )}
    </div>
  );
}
