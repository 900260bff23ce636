import { TENANCY_STATE_LABELS, TENANCY_TRANSITIONS, type TenancyState } from '@rentnaija/shared';
import { conflict } from '../../common/exceptions/domain.exception.js';

/** Whether a tenancy in `from` may move to `to` (TENANCY_TRANSITIONS). */
export const canMoveTenancy = (from: TenancyState, to: TenancyState) =>
  TENANCY_TRANSITIONS[from].includes(to);

/**
 * The one place a tenancy's state changes: sets `to` on `tenancy`, or refuses (409
 * TENANCY_TRANSITION_REFUSED) a move the table does not allow. The caller saves.
 */
export function moveTenancy<T extends { state: TenancyState }>(tenancy: T, to: TenancyState): T {
  if (!canMoveTenancy(tenancy.state, to)) {
    throw conflict(
      `A tenancy that is ${TENANCY_STATE_LABELS[tenancy.state].toLowerCase()} cannot become ${TENANCY_STATE_LABELS[to].toLowerCase()}.`,
      'TENANCY_TRANSITION_REFUSED',
    );
  }
  tenancy.state = to;
  return tenancy;
}
