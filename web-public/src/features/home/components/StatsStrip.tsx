/** The marketing figures of spec/1 section 1. */
const STATS = [
  { value: '17k+', label: 'Properties listed' },
  { value: '6k+', label: 'Happy tenants' },
  { value: '12', label: 'Cities covered' },
  { value: '25+', label: 'Years in Nigerian real estate' },
  { value: '24h', label: 'Support response time' },
];

export function StatsStrip() {
  return (
    <section className="rn-stats" aria-label="RentNaija in numbers">
      <ul className="rn-container rn-stats__list">
        {STATS.map((s) => (
          <li key={s.label}>
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
