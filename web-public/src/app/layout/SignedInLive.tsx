import { NotificationBell } from '../../features/notifications';
import { RealtimeConnection } from '../../features/realtime';

/**
 * What the header adds for a signed-in user, loaded as one chunk once someone signs in: the
 * tab's live connection and the notification bell it feeds.
 */
export function SignedInLive() {
  return (
    <>
      <RealtimeConnection />
      <NotificationBell />
    </>
  );
}
