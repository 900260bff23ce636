import { DisconnectOutlined } from '@ant-design/icons';
import { useOnline } from './useOnline';
import './offline.css';

/** Said while the browser has no network: what shows may be old, and refreshes when it returns. */
export const OFFLINE_NOTICE =
  'You are offline. What you see may be out of date; it refreshes when the connection returns.';

/** A strip under the header while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="rn-offline-slot">
      {!online && (
        <p className="rn-offline">
          <DisconnectOutlined aria-hidden="true" /> {OFFLINE_NOTICE}
        </p>
      )}
    </div>
  );
}
