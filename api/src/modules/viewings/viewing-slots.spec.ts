import {
  isCalendarDate,
  lastViewingDay,
  openSlots,
  VIEWING_TIME_SLOTS,
  viewingSlotProblem,
} from '@rentnaija/shared';

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

  it('books up to 90 days ahead (Lagos days), the last day included', () => {
    expect(lastViewingDay(now)).toBe('2027-03-01');
    expect(viewingSlotProblem('2027-03-01', '18:30', now)).toBeNull();
    expect(viewingSlotProblem('2027-03-02', '09:00', now)).toEqual({
      field: 'viewingDate',
      message: 'Viewings can be booked up to 90 days ahead',
    });
    expect(viewingSlotProblem('9999-12-31', '09:00', now)?.field).toBe('viewingDate');
    expect(openSlots('2027-03-02', now)).toEqual([]);
  });

  it('knows real calendar dates: leap days, no 30 February, no year 0000', () => {
    expect(
      ['2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'].filter(isCalendarDate),
    ).toHaveLength(4);
    expect(
      ['2026-02-30', '1900-02-29', '2026-04-31', '0000-01-01', '2026-2-3', '+02026-01-01'].some(
        isCalendarDate,
      ),
    ).toBe(false);
  });
});
