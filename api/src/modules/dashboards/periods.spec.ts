import { addMonths, currentMonth, daysIn, lastMonths, periodBounds } from './periods.js';

/** 24 Nov 2026, 10:00 WAT. */
const NOW = new Date('2026-11-24T09:00:00Z');

describe('dashboard periods', () => {
  it('ends every period with today in WAT and starts it at a WAT midnight', () => {
    expect(periodBounds('week', NOW)).toEqual({
      range: { from: '2026-11-18', to: '2026-11-24' },
      previousRange: { from: '2026-11-11', to: '2026-11-17' },
      end: '2026-11-25',
    });
    expect(periodBounds('month', NOW).range).toEqual({ from: '2026-10-25', to: '2026-11-24' });
    expect(periodBounds('3months', NOW).range).toEqual({ from: '2026-08-25', to: '2026-11-24' });
    expect(periodBounds('year', NOW).range).toEqual({ from: '2025-11-25', to: '2026-11-24' });
  });

  it('makes the previous period as long as the period and end the day before it', () => {
    for (const period of ['week', 'month', '3months', 'year'] as const) {
      const { range, previousRange } = periodBounds(period, NOW);
      expect(daysIn(previousRange)).toBe(daysIn(range));
      expect(new Date(`${previousRange.to}T00:00:00Z`).getTime() + 86_400_000).toBe(
        new Date(`${range.from}T00:00:00Z`).getTime(),
      );
    }
    expect(daysIn(periodBounds('week', NOW).range)).toBe(7);
    expect(daysIn(periodBounds('month', NOW).range)).toBe(31);
  });

  it('takes the WAT date, not the UTC one: 23:30 UTC is already tomorrow in Lagos', () => {
    const lateUtc = new Date('2026-11-30T23:30:00Z');
    expect(periodBounds('week', lateUtc).range.to).toBe('2026-12-01');
    expect(currentMonth(lateUtc)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      end: '2026-12-02',
    });
  });

  it('clamps a day the earlier month lacks to its last day', () => {
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('lists the last six months oldest first, across a new year', () => {
    expect(lastMonths(6, new Date('2026-02-10T12:00:00Z'))).toEqual([
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});
