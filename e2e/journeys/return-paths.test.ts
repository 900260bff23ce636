import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, query, shoot } from '../support/browser.js';

describe('coming back where one left off', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  });
  afterAll(() => browser?.close());

  it('returns from a listing to the same page of results, scrolled where it was', async () => {
    await page.goto('/properties');
    await page.getByText(/Showing 1-12 of \d+ results/).waitFor();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(/Showing 13-24 of \d+ results/).waitFor();
    await page.waitForTimeout(600); // the smooth scroll to the top of the results
    const card = page.getByRole('list', { name: 'Properties' }).locator(':scope > li').nth(7);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await card.locator('a[href^="/property/"]').last().click();
    await page.waitForURL(/\/property\//);
    await page.getByText('Booking Process').waitFor();
    // Focus moved to the new page's heading.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.goBack();
    await page.getByText(/Showing 13-24 of \d+ results/).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
    expect(page.url()).toMatch(/page=2/);

    // The page change was a history entry of its own.
    await page.goBack();
    await page.getByText(/Showing 1-12 of \d+ results/).waitFor();
    expect(page.url()).not.toMatch(/page=/);
  });

  it('finishes a save asked for while signed out once the visitor has signed in', async () => {
    await page.goto('/properties?sortBy=price-high');
    await page.locator('a[href^="/property/"]').first().click();
    await page.waitForURL(/\/property\//);
    const listing = new URL(page.url()).pathname;
    await page.getByRole('button', { name: /Save$/ }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('User must be logged in to bookmark properties').waitFor();
    await page.getByLabel('Email').fill('tenant@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Rentals#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === listing);
    await page.getByRole('button', { name: /Saved$/, pressed: true }).waitFor();
    await page.getByText('Property saved to your list').waitFor();
    await shoot(page, 'save-after-sign-in');

    // Undo it from Saved Properties, as a tenant tidying up would.
    await page.goto('/saved-properties');
    const saved = page.getByRole('list', { name: 'Saved properties' });
    await saved.waitFor();
    const title = await saved.getByRole('heading', { level: 2 }).first().textContent();
    await page.getByRole('button', { name: `Remove ${title} from saved properties` }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('link', { name: title ?? '' }).waitFor();
  });

  it('shows the landlord of a rejected listing its state and reason instead of Book Now', async () => {
    const [rejected] = await query<{ id: string; reason: string }>(
      `SELECT p.id, p.rejection_reason AS reason FROM properties p JOIN users u ON u.id = p.landlord_id
       WHERE p.moderation_status = 'rejected' AND u.email = 'landlord2@example.com' LIMIT 1`,
    );
    const landlord = await (await newContext(browser, { phone: true })).newPage();
    await landlord.goto('/login');
    await landlord.getByLabel('Email').fill('landlord2@example.com');
    await landlord.getByLabel('Password', { exact: true }).fill('Rentals#2026');
    await landlord.getByRole('button', { name: 'Login', exact: true }).click();
    await landlord.waitForURL(/landlord-dashboard/);
    // A fresh page load: the listing is asked for once the session is restored.
    await landlord.goto(`/property/${rejected.id}`);
    await landlord.getByText('Rejected by our moderators').waitFor();
    await landlord.getByText(rejected.reason, { exact: false }).waitFor();
    expect(await landlord.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
    expect(await landlord.getByRole('button', { name: /Save$/ }).count()).toBe(0);
    await shoot(landlord, 'rejected-listing-owner-phone');
  });
});
