import type { ReactElement, ReactNode } from 'react';
import { ListButton, Show, TopToolbar } from 'react-admin';

/** A record page's toolbar: back to its list (`backLabel`: 'Back to payments'), then `children`. */
export const RecordActions = ({
  backLabel,
  children,
}: {
  backLabel: string;
  children?: ReactNode;
}) => (
  <TopToolbar>
    <ListButton label={backLabel} />
    {children}
  </TopToolbar>
);

/**
 * A record's page in the console: its `title`, a RecordActions toolbar with the page's own
 * `actions` after the way back, and the record's body as children (no card of react-admin's
 * own: the body draws its card once the record has loaded). A reviewed record uses ReviewShow.
 */
export const RecordShow = ({
  title,
  backLabel,
  actions,
  children,
}: {
  title: ReactElement | string;
  backLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <Show
    title={title}
    actions={<RecordActions backLabel={backLabel}>{actions}</RecordActions>}
    component="div"
  >
    {children}
  </Show>
);
