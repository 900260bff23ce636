import { TENANCY_STATES, type TenancyState } from '@rentnaija/shared';
import { DomainException } from '../../common/exceptions/domain.exception.js';
import { canMoveTenancy, moveTenancy } from './tenancy-state.js';

describe('the tenancy state machine', () => {
  it('goes from signatures to move-in to active to ended', () => {
    const tenancy = { state: 'awaiting_signatures' as TenancyState };
    for (const next of ['awaiting_move_in', 'active', 'ended'] as const) {
      expect(moveTenancy(tenancy, next).state).toBe(next);
    }
  });

  it('may be cancelled only before the tenant moves in', () => {
    expect(canMoveTenancy('awaiting_signatures', 'cancelled')).toBe(true);
    expect(canMoveTenancy('awaiting_move_in', 'cancelled')).toBe(true);
    expect(canMoveTenancy('active', 'cancelled')).toBe(false);
  });

  it('may be disputed while live, and a dispute ends in a live or final state', () => {
    for (const from of ['awaiting_signatures', 'awaiting_move_in', 'active'] as const) {
      expect(canMoveTenancy(from, 'disputed')).toBe(true);
    }
    expect(canMoveTenancy('disputed', 'active')).toBe(true);
    expect(canMoveTenancy('disputed', 'cancelled')).toBe(true);
  });

  it('never leaves ended or cancelled, and never skips a step', () => {
    for (const to of TENANCY_STATES) {
      expect(canMoveTenancy('ended', to)).toBe(false);
      expect(canMoveTenancy('cancelled', to)).toBe(false);
    }
    expect(canMoveTenancy('awaiting_signatures', 'active')).toBe(false);
    expect(canMoveTenancy('awaiting_move_in', 'ended')).toBe(false);
  });

  it('refuses a move the table does not allow with a 409 that names both states', () => {
    const tenancy = { state: 'cancelled' as TenancyState };
    try {
      moveTenancy(tenancy, 'active');
      throw new Error('moved');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainException);
      expect((error as DomainException).status).toBe(409);
      expect((error as DomainException).message).toBe(
        'A tenancy that is cancelled cannot become active.',
      );
    }
    expect(tenancy.state).toBe('cancelled');
  });
});
