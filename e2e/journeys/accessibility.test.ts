import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousViolations } from '../support/browser.js';

/** axe-core on the main screens: no serious or critical violations, light and dark. */
describe.each([false, true])('accessibility (dark: %s)', (dark) => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, { dark });
  });
  afterAll(() => browser?.close());

  const screens: [string, string | RegExp][] = [
    ['/', 'Featured Properties'],
    ['/properties', /Showing \d+-\d+ of \d+ results/],
    ['/login', 'Remember me'],
    ['/register', 'Confirm password'],
    ['/help', 'How can we help?'],
  ];

  it.each(screens)('%s', async (path, ready) => {
    const page = await context.newPage();
    await page.goto(path);
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('a listing', async () => {
    // The search answer is in the browser's cache by now, and Chromium revalidates it in the
    // background (stale-while-revalidate) without ever reporting that request finished: the
    // listing is opened in a page of its own so its network can go idle.
    const results = await context.newPage();
    await results.goto('/properties');
    const href = await results.locator('a[href^="/property/"]').first().getAttribute('href');
    await results.close();
    const page = await context.newPage();
    await page.goto(href!);
    await page.getByText('Booking Process').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('Saved Properties of the demo tenant', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('tenant@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Rentals#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/dashboard/);
    await page.goto('/saved-properties');
    await page.getByRole('heading', { name: 'Saved Properties', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
