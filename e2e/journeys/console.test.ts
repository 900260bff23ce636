import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, overflowsHorizontally, shoot } from '../support/browser.js';
import { signInToConsole } from '../support/console.js';

describe('the console on a phone and in dark mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const { phone, dark, name } of [
    { phone: true, dark: false, name: 'phone-light' },
    { phone: true, dark: true, name: 'phone-dark' },
    { phone: false, dark: true, name: 'desktop-dark' },
  ]) {
    it(`fits the screen and uses the brand colours (${name})`, async () => {
      const page = await (await newContext(browser, { phone, dark })).newPage();
      await signInToConsole(page, 'support@example.com');
      await shoot(page, `console-dashboard-${name}`);
      // The brand's greens, never react-admin's default blue: buttons and links in the
      // primary green, the light app bar in the deep green (dark mode keeps a dark bar).
      const colour = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((el) => getComputedStyle(el).color);
      // Read once the button has settled: it is disabled while the health check runs, and
      // its colour eases back in over a transition.
      await expect
        .poll(() => colour(page.getByRole('button', { name: 'Check again' })))
        .toBe(dark ? 'rgb(47, 191, 129)' : 'rgb(15, 123, 79)');
      if (!dark) {
        const bar = page.locator('header').first();
        expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
          'rgb(11, 93, 59)',
        );
      }
      await page.goto('/admin/properties');
      await page.getByRole('tab', { name: /Pending/ }).waitFor();
      await shoot(page, `console-listings-${name}`);
      expect(await overflowsHorizontally(page)).toBe(false);
      const auditLoaded = page.waitForResponse((r) => r.url().includes('/api/admin/audit-log'));
      await page.goto('/admin/audit-log');
      await auditLoaded;
      await page.waitForLoadState('networkidle');
      await shoot(page, `console-audit-${name}`);
      // The other decisions' lists fit too.
      for (const resource of ['applications', 'refunds', 'payments', 'viewings']) {
        const loaded = page.waitForResponse((r) => r.url().includes(`/api/admin/${resource}?`));
        await page.goto(`/admin/${resource}`);
        await loaded;
        await page.waitForLoadState('networkidle');
        await shoot(page, `console-${resource}-${name}`);
        expect([resource, await overflowsHorizontally(page)]).toEqual([resource, false]);
      }
    });
  }
});
