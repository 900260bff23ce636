import type { AnalyticsPropertyFigures } from '@rentnaija/shared';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a text starting with = + - @
 * (or a tab/return) is prefixed with ' so spreadsheet apps show it instead of running it.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: (string | number)[][]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The Top Performing Properties table as CSV: whole naira, no symbols, for spreadsheets. */
export function topPropertiesCsv(rows: AnalyticsPropertyFigures[], range: string): string {
  return toCsv([
    ['Property', 'Location', 'Views', 'Inquiries', 'Rent received (NGN)', 'Period'],
    ...rows.map((r) => [r.title, r.location, r.views, r.enquiries, r.rentReceived, range]),
  ]);
}

/** Saves `csv` as a file (with a BOM so Excel reads ₦ and accents as UTF-8). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
