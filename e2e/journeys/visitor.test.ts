import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, shoot } from '../support/browser.js';

describe('a visitor looking for a flat', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  });
  afterAll(() => browser?.close());

  it('searches from the home page', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Rent your next home monthly/ }).waitFor();
    await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    await page.locator('article, li').filter({ hasText: '/ month' }).first().waitFor();
    await shoot(page, 'home-desktop-light');

    const search = page.getByPlaceholder('e.g. 2 bedroom flat, serviced apartment');
    await search.fill('apartment');
    await search.press('Enter');
    await page.waitForURL(/\/properties\?.*query=apartment/);
    await page.getByText(/Showing \d+-\d+ of \d+ results/).waitFor();
  });

  it('filters by city and a price preset, with the filters written to the address', async () => {
    await page.goto('/properties');
    await page.getByText(/Showing 1-12 of \d+ results/).waitFor();
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByLabel('City').click();
    // Only cities with listings are offered, with their counts: 'Lagos (24)'.
    await page.locator('.ant-select-item-option[title^="Lagos ("]').click();
    await page.waitForURL(/city=Lagos/i);
    await page.getByLabel('Price range').click();
    const filtered = page.waitForResponse((r) =>
      /\/api\/properties\?.*minPrice=200000/.test(r.url()),
    );
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: '₦200,000 - ₦500,000' })
      .click();
    await page.waitForURL(/minPrice=200000/);
    await filtered;
    expect(page.url()).toMatch(/maxPrice=500000/);
    const line = await page.getByText(/Showing \d+-\d+ of \d+ results/).textContent();
    const total = Number(/of (\d+) results/.exec(line ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(51);
    const cards = await page
      .getByRole('list', { name: 'Properties' })
      .locator(':scope > li')
      .allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const rent = Number(/₦([\d,]+)\s*\/ month/.exec(card)?.[1].replace(/,/g, ''));
      expect(rent).toBeGreaterThanOrEqual(200000);
      expect(rent).toBeLessThanOrEqual(500000);
      expect(card).toMatch(/Lagos/);
    }
    await shoot(page, 'browse-filtered-desktop-light');
  });

  it('pages through the results', async () => {
    await page.goto('/properties');
    await page.getByText(/Showing 1-12 of \d+ results/).waitFor();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(/Showing 13-24 of \d+ results/).waitFor();
    expect(page.url()).toMatch(/page=2/);
  });

  it('opens a listing and zooms the gallery of its virtual tour', async () => {
    await page.goto('/properties');
    await page.getByText(/Showing 1-12/).waitFor();
    await page.locator('a[href^="/property/"]').first().click();
    await page.waitForURL(/\/property\/[0-9a-f-]{36}$/);
    await page.getByText('/ month').first().waitFor();
    await page.getByText('Booking Process').waitFor();
    await shoot(page, 'detail-desktop-light');

    await page.getByRole('button', { name: /Virtual Tour/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^1 \/ \d+$/).waitFor();
    await dialog.getByText('100%').waitFor();
    await dialog.getByRole('button', { name: /Zoom in/i }).click();
    await dialog.getByText('120%').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText(/^2 \/ \d+$/).waitFor();
    await shoot(page, 'tour-gallery');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the map only when asked, and keeps its box through a reload and Back', async () => {
    const requested: string[] = [];
    const listen = (r: { url(): string }) => requested.push(r.url());
    page.on('request', listen);
    try {
      await page.goto('/properties?city=Lagos');
      await page.getByText(/Showing 1-\d+ of \d+ results/).waitFor();
      expect(requested.filter((u) => /BrowseMap/.test(u))).toEqual([]);

      await page.getByRole('button', { name: /Map$/ }).click();
      await page.waitForURL(/map=1/);
      const map = page.locator('.rp-map__canvas');
      await map.locator('.leaflet-marker-icon').first().waitFor();
      expect(requested.some((u) => /BrowseMap/.test(u))).toBe(true);
      // Tiles come from this server, nothing from the internet.
      expect(requested.filter((u) => !u.startsWith(new URL(page.url()).origin))).toEqual([]);

      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 4 });
      await page.mouse.up();
      await page.getByRole('button', { name: 'Search this area' }).click();
      await page.waitForURL(/bbox=/);
      const withBox = page.url();
      await page.getByRole('button', { name: 'Remove filter: In the map area' }).waitFor();

      await page.reload();
      await page.getByRole('button', { name: 'Remove filter: In the map area' }).waitFor();
      expect(page.url()).toBe(withBox);

      await page
        .getByRole('list', { name: 'Properties' })
        .locator('a[href^="/property/"]')
        .first()
        .click();
      await page.waitForURL(/\/property\//);
      await page.goBack();
      await page.waitForURL(/bbox=/);
      expect(page.url()).toBe(withBox);
      await map.waitFor();
    } finally {
      page.off('request', listen);
    }
  });

  it('shows Property Not Found for an unknown listing', async () => {
    await page.goto('/property/00000000-0000-4000-8000-000000000000');
    await page.getByText('Property Not Found').waitFor();
  });
});
