import { useHomeStats } from '../queries';

const numbers = new Intl.NumberFormat('en-NG');

type Stats = NonNullable<ReturnType<typeof useHomeStats>['data']>;

/** The site's figures as label and formatted value, counted from the database. */
export function siteFigures(s: Stats): { value: string; label: string }[] {
  return [
    { value: s.listings, label: s.listings === 1 ? 'Home to rent now' : 'Homes to rent now' },
    { value: s.cities, label: s.cities === 1 ? 'City' : 'Cities' },
    { value: s.landlords, label: s.landlords === 1 ? 'Landlord listing' : 'Landlords listing' },
    { value: s.newThisWeek, label: 'New this week' },
  ].map((f) => ({ value: numbers.format(f.value), label: f.label }));
}

/**
 * Figures counted from the database (GET /api/properties/stats), not marketing claims. The strip
 * keeps its height while they load, and hides figures that would read as nothing.
 */
export function StatsStrip() {
  const stats = useHomeStats();
  const items = stats.data ? siteFigures(stats.data) : [];
  return (
    <section className="rn-stats" aria-label="RentNaija in numbers" aria-busy={stats.isPending}>
      <ul className="rn-container rn-stats__list">
        {stats.isPending || stats.isError
          ? // Reserved lines: the same height as the figures, so nothing below moves.
            Array.from({ length: 4 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <strong>&nbsp;</strong>
                <span>&nbsp;</span>
              </li>
            ))
          : items.map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong>
                <span>{item.label}</span>
              </li>
            ))}
      </ul>
    </section>
  );
}
