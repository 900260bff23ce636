import { PRIVATE_APP_PATHS } from '@rentnaija/shared';
import { escapeHtml } from './head-tags.js';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

/** A sitemap (sitemaps.org 0.9); a sitemap holds at most 50,000 addresses. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: no console, no API, no signed-in or form pages. The public listing endpoints stay
 * open because listing pages render from them (a crawler that runs scripts needs them).
 */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /api/properties',
    ...PRIVATE_APP_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
