import { openSlots, VIEWING_TIME_SLOTS, viewingSlotProblem } from '@rentnaija/shared';

// 2026-12-01 10:40 WAT is 09:40 UTC.
const now = new Date('2026-12-01T09:40:00Z');

describe('viewing slots', () => {
  it('offers every half hour from 09:00 to 18:30', () => {
    expect(VIEWING_TIME_SLOTS[0]).toBe('09:00');
    expect(VIEWING_TIME_SLOTS.at(-1)).toBe('18:30');
    expect(VIEWING_TIME_SLOTS).toHaveLength(20);
    expect(VIEWING_TIME_SLOTS).toContain('13:30');
  });

  it('refuses a day before today in West Africa Time, and slots already passed today', () => {
    expect(viewingSlotProblem('2026-11-30', '18:30', now)?.message).toBe(
      'The date cannot be earlier than today',
    );
    expect(viewingSlotProblem('2026-12-01', '10:30', now)?.field).toBe('viewingTime');
    expect(viewingSlotProblem('2026-12-01', '11:00', now)).toBeNull();
    expect(openSlots('2026-12-01', now)[0]).toBe('11:00');
    expect(openSlots('2026-12-02', now)).toHaveLength(20);
  });

  it('counts the day in Lagos, not in UTC', () => {
    // 23:30 UTC on 30 Nov is already 00:30 on 1 Dec in Lagos.
    const lateUtc = new Date('2026-11-30T23:30:00Z');
    expect(viewingSlotProblem('2026-11-30', '18:30', lateUtc)?.field).toBe('viewingDate');
    expect(viewingSlotProblem('2026-12-01', '09:00', lateUtc)).toBeNull();
  });

  it('refuses times off the half hours and dates that do not exist', () => {
    expect(viewingSlotProblem('2026-12-02', '10:15', now)?.field).toBe('viewingTime');
    expect(viewingSlotProblem('2026-12-02', '19:00', now)?.field).toBe('viewingTime');
    expect(viewingSlotProblem('2026-02-30', '10:00', now)?.field).toBe('viewingDate');
  });
});
