import { Alert, type AlertColor } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import type { ReactNode } from 'react';

/**
 * A decision as its record keeps it, on the record's page: 'Rejected 21 Nov 2026, 10:00 WAT:'
 * in bold, then the reason its owner was given.
 */
export const DecisionAlert = ({
  verdict,
  at,
  reason,
  severity = 'error',
}: {
  /** 'Rejected', 'Denied', 'Closed'. */
  verdict: string;
  /** When it was decided, if known. */
  at: string | null | undefined;
  reason: ReactNode;
  severity?: AlertColor;
}) => (
  <Alert severity={severity} sx={{ my: 2 }}>
    <strong>
      {verdict}
      {at ? ` ${formatDateTime(at)}` : ''}:
    </strong>{' '}
    {reason}
  </Alert>
);

/** Tells support staff that a record waiting for a decision is theirs to read, an admin's to decide. */
export const AwaitingAdminAlert = ({
  decisions = 'approve or reject',
}: {
  /** What admins do: 'approve or deny' for a refund. */
  decisions?: string;
}) => (
  <Alert severity="info" sx={{ my: 2 }}>
    Waiting for an admin’s decision. Support staff can read it; only admins {decisions}.
  </Alert>
);
