import { useEffect } from 'react';
import { PageSpinner } from './PageSpinner';

/**
 * Leaves the public app for a page of the console (/admin, a separate app): staff view and edit
 * listings there, not in the public app.
 */
export function ConsoleRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <PageSpinner label="Opening the console…" />;
}

/** The console's page of one listing. */
export const consoleListingPath = (id: string) =>
  `/admin/properties/${encodeURIComponent(id)}/show`;
