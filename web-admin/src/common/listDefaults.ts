import type { SortPayload } from 'react-admin';

/**
 * What every console list shares: 25 rows a page, no CSV export (records leave the console only
 * through the API), and its first order: `<List {...listDefaults('createdAt', 'DESC')} …>`.
 */
export const listDefaults = (field: string, order: SortPayload['order']) => ({
  sort: { field, order },
  perPage: 25,
  exporter: false as const,
});
