import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  shoot,
} from '../support/browser.js';
import { signInToSite } from '../support/console.js';

/** The text of the stat card labelled `label`. */
const card = (page: Page, label: string) =>
  page.locator('.rn-stat', { has: page.getByText(label, { exact: true }) });

const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;

describe('the dashboards on the demo data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows the tenant's figures from their records, on a desktop and a dark phone", async () => {
    const [expected] = await query<{ saved: number; applications: number; spent: string }>(
      `SELECT (SELECT count(*)::int FROM property_bookmarks b JOIN properties p ON p.id = b.property_id
               WHERE b.tenant_id = u.id AND p.archived_at IS NULL AND p.is_approved) AS saved,
              (SELECT count(*)::int FROM property_applications a WHERE a.tenant_id = u.id) AS applications,
              (SELECT coalesce(sum(p.amount), 0) - coalesce((SELECT sum(r.amount) FROM refunds r
                 JOIN payments q ON q.id = r.payment_id WHERE q.tenant_id = u.id AND r.status = 'processed'), 0)
               FROM payments p WHERE p.tenant_id = u.id AND p.status IN ('completed', 'refunded')) AS spent
       FROM users u WHERE u.email = 'tenant@example.com'`,
    );
    for (const options of [{}, { phone: true, dark: true }]) {
      const page = await (await newContext(browser, options)).newPage();
      await signInToSite(page, 'tenant@example.com');
      await page.goto('/tenant-dashboard');
      await expect(card(page, 'Total Spent').innerText()).resolves.toContain(
        naira(Number(expected.spent)),
      );
      expect(await card(page, 'Saved Properties').innerText()).toContain(String(expected.saved));
      expect(await card(page, 'Applications').innerText()).toContain(String(expected.applications));
      await page.getByRole('heading', { name: 'Recent Applications' }).waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      await shoot(page, `dashboards-tenant${'phone' in options ? '-phone-dark' : ''}`);
      await page.context().close();
    }
  });

  it("shows the landlord's dashboard and analytics, and switches the period", async () => {
    const [expected] = await query<{ listings: number }>(
      `SELECT count(*)::int AS listings FROM properties p JOIN users u ON u.id = p.landlord_id
       WHERE u.email = 'landlord@example.com' AND p.archived_at IS NULL`,
    );
    for (const options of [{ dark: true }, { phone: true }]) {
      const page = await (await newContext(browser, options)).newPage();
      await signInToSite(page, 'landlord@example.com');
      await page.goto('/landlord-dashboard');
      await expect(card(page, 'Total Listings').innerText()).resolves.toContain(
        String(expected.listings),
      );
      await page.getByRole('tab', { name: /Tenants/ }).click();
      await page.locator('.rn-dash-tenant a[href^="tel:"]').first().waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      await shoot(page, `dashboards-landlord${'phone' in options ? '-phone' : '-dark'}`);

      await page.goto('/analytics');
      await expect(card(page, 'Listings').innerText()).resolves.toContain(
        String(expected.listings),
      );
      await page.getByRole('heading', { name: 'Rent Received by Month' }).waitFor();
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.locator('.ant-select-item-option', { hasText: 'Last Year' }).click();
      await page.waitForURL(/period=year/);
      await page
        .getByText(/the previous 36[56] days/)
        .first()
        .waitFor();
      await page.getByRole('link', { name: 'View Details' }).first().waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      if ('phone' in options) {
        // The top listings table scrolls inside its card; the page itself stays 390 px wide.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      }
      await shoot(page, `dashboards-analytics${'phone' in options ? '-phone' : '-dark'}`);
      await page.context().close();
    }
  });

  it("updates the tenant's Approved card live when the landlord approves their application", async () => {
    const tenant = await (await newContext(browser)).newPage();
    const landlord = await (await newContext(browser)).newPage();
    await signInToSite(tenant, 'tenant@example.com');
    await tenant.goto('/tenant-dashboard');
    const approved = card(tenant, 'Approved');
    await approved.waitFor();
    const before = Number((await approved.locator('.rn-stat__value').innerText()).trim());

    await signInToSite(landlord, 'landlord@example.com');
    await landlord.goto('/landlord-dashboard?tab=applications');
    const application = landlord.locator('.rn-dash-tenant', { hasText: 'Chioma Eze' }).first();
    await application.getByRole('button', { name: 'Approve' }).click();
    // The dialog says what approving does; nothing is decided before it is confirmed.
    const dialog = landlord.getByRole('dialog');
    await dialog.getByText('This offers the home to Chioma Eze for 72 hours').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    // Decided: the card leaves the list of applications waiting.
    await application.waitFor({ state: 'detached', timeout: 15_000 });

    await approved
      .locator('.rn-stat__value', { hasText: String(before + 1) })
      .waitFor({ timeout: 10_000 });
    await shoot(tenant, 'dashboards-tenant-live');
    await tenant.context().close();
    await landlord.context().close();
  });
});
