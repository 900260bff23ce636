import { openRentState, rentChargeDay, rentDueDates } from '@rentnaija/shared';

describe('rent due dates (WAT calendar days)', () => {
  it('falls on the same day each month, or the last day of a shorter month', () => {
    const dates = rentDueDates('2027-01-31', 1, '2027-07-31').map((d) => d.dueDate);
    expect(dates).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30']);
  });

  it('keeps 29 February in a leap year and the 28th in the others', () => {
    expect(rentDueDates('2028-01-29', 1, '2028-04-01').map((d) => d.dueDate)).toEqual([
      '2028-02-29',
      '2028-03-29',
    ]);
    expect(rentDueDates('2027-01-30', 1, '2027-03-02').map((d) => d.dueDate)).toEqual([
      '2027-02-28',
    ]);
  });

  it('crosses the year and starts after the months paid in advance', () => {
    expect(rentDueDates('2026-11-30', 3, '2027-05-30')).toEqual([
      { month: 4, dueDate: '2027-02-28' },
      { month: 5, dueDate: '2027-03-30' },
      { month: 6, dueDate: '2027-04-30' },
    ]);
  });

  it('moves a month from upcoming to due on its day and late the day after', () => {
    expect(openRentState('2027-03-01', '2027-02-28')).toBe('upcoming');
    expect(openRentState('2027-03-01', '2027-03-01')).toBe('due');
    expect(openRentState('2027-03-01', '2027-03-02')).toBe('late');
  });

  it('charges on the due date, then 2 and 5 days later', () => {
    expect([1, 2, 3].map((n) => rentChargeDay('2027-02-27', n))).toEqual([
      '2027-02-27',
      '2027-03-01',
      '2027-03-04',
    ]);
  });
});
