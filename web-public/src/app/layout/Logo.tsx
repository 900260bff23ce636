import { Link } from 'react-router-dom';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="rn-logo" aria-label="RentNaija home" onClick={onNavigate}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#fff" />
      </svg>
      <span className="rn-logo__text">
        Rent<strong>Naija</strong>
      </span>
    </Link>
  );
}
