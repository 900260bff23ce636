import './spinner.css';

/** A page-sized loading state (a CSS spinner: antd's Spin is not needed on first load). */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="rn-page-spinner" role="status">
      <span className="rn-page-spinner__dot" aria-hidden="true" />
      <span className="rn-page-spinner__label">{label}</span>
    </div>
  );
}
