import { useHomeStats } from '../queries';
import { siteFigures } from './StatsStrip';

/** The site's live figures as big cards (the About page); nothing until they have loaded. */
export function SiteFigures({ className }: { className?: string }) {
  const stats = useHomeStats();
  if (!stats.data) return null;
  return (
    <ul className={className}>
      {siteFigures(stats.data).map((f) => (
        <li key={f.label} className="rn-card">
          <strong>{f.value}</strong>
          <span>{f.label}</span>
        </li>
      ))}
    </ul>
  );
}
