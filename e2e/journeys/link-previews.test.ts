import { formatNaira } from '@rentnaija/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, query } from '../support/browser.js';

/** The content of an Open Graph or Twitter meta tag, unescaped as a crawler reads it. */
function metaTag(html: string, key: string): string | undefined {
  const raw = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * What WhatsApp, Facebook or X see when a listing link is shared: they fetch the address and
 * read the tags without running any script.
 */
describe('a listing link shared in a chat', () => {
  let listing: { id: string; title: string; price: number };

  beforeAll(async () => {
    [listing] = await query<{ id: string; title: string; price: number }>(
      `SELECT id, title, price FROM properties
       WHERE is_approved AND status = 'available' AND jsonb_array_length(images) > 0
       ORDER BY created_at DESC LIMIT 1`,
    );
  });

  it('previews with the listing’s title, monthly price and photo, without scripts', async () => {
    const res = await fetch(`${baseUrl()}/property/${listing.id}`, {
      headers: { 'User-Agent': 'WhatsApp/2.24', Accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(metaTag(html, 'og:title')).toBe(listing.title);
    expect(metaTag(html, 'og:description')).toContain(`${formatNaira(listing.price)} per month`);
    expect(metaTag(html, 'og:url')).toBe(`${baseUrl()}/property/${listing.id}`);

    const image = metaTag(html, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${baseUrl()}/uploads/properties/.+\\.jpg$`));
    const photo = await fetch(image);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404 with noindex for a listing that does not exist', async () => {
    const res = await fetch(`${baseUrl()}/property/7d1c2b7e-5a4f-4e8b-9d61-0a7c3b2f1e90`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(metaTag(html, 'robots')).toBe('noindex');
    expect(metaTag(html, 'og:image')).toBeUndefined();
  });
});

describe('the listing page in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads its first photo once, from the preload, as WebP', async () => {
    const [listing] = await query<{ id: string }>(
      `SELECT id FROM properties WHERE is_approved AND status = 'available'
         AND images->0 ? 'variants' ORDER BY created_at DESC LIMIT 1`,
    );
    const page = await (await newContext(browser, { phone: true })).newPage();
    const photos: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('/uploads/')) photos.push(r.url());
    });
    await page.goto(`/property/${listing.id}`);
    const main = page.locator('.rp-carousel__img');
    await main.waitFor();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const shown = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/\.webp$/);
    expect(photos.filter((url) => url === shown)).toHaveLength(1);
    expect(photos.some((url) => /\.jpg$/.test(url) && !url.includes('-thumb'))).toBe(false);
  });
});
