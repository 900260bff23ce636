import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, REVIEW_DUE_DAYS, REVIEW_MESSAGES, reviewDueOn } from '@rentnaija/shared';
import {
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  shoot,
} from '../support/browser.js';
import { signInToSite } from '../support/console.js';

const TENANT = 'tenant@example.com';
const TEXT =
  'Quiet street and steady water; the grid is weak in the evenings but the inverter copes.';

interface Home {
  tenancy: string;
  property: string;
  moveIn: string;
}

/** Clicks the `stars`-th star of the rating labelled `label`. */
const rate = (page: Page, label: string, stars: number) =>
  page
    .locator('.ant-form-item', { has: page.getByText(label, { exact: true }) })
    .getByRole('radio')
    .nth(stars - 1)
    .click();

/**
 * Only real tenants review: the demo tenant's active tenancy opens its review 60 days after the
 * move-in (the move-in moved back, as the clock would), they write it on a phone, and anyone sees
 * it on the listing as a verified tenancy, without the tenant's full name.
 */
describe('a review from a real tenancy, on the listing', () => {
  let browser: Browser;
  let home: Home;

  beforeAll(async () => {
    browser = await launchBrowser();
    [home] = await query<Home>(
      `SELECT t.id AS tenancy, t.property_id AS property, t.move_in_date::text AS "moveIn"
         FROM tenancies t JOIN users u ON u.id = t.tenant_id
        WHERE u.email = $1 AND t.state = 'active' AND NOT t.pays_monthly
          AND NOT EXISTS (SELECT 1 FROM tenancy_reviews r WHERE r.tenancy_id = t.id)
        ORDER BY t.created_at LIMIT 1`,
      [TENANT],
    );
  });
  afterAll(() => browser?.close());

  it('the tenant is told when the review opens, then writes it once it has', async () => {
    const page = await (await newContext(browser, { phone: true })).newPage();
    await signInToSite(page, TENANT);
    await page.goto(`/tenancies/${home.tenancy}`);
    const opens = page.getByText(/You can review this home and your landlord from/);
    await opens.waitFor();
    expect(await opens.textContent()).toContain(formatDay(reviewDueOn(home.moveIn)));

    // 61 days on: the move-in moved back as far.
    await query(`UPDATE tenancies SET move_in_date = move_in_date - $2::int WHERE id = $1`, [
      home.tenancy,
      REVIEW_DUE_DAYS + 1,
    ]);
    await page.reload();
    await page.getByRole('heading', { name: 'Review this home' }).waitFor();
    await page.getByText('Publish review').click();
    // Nothing filled in: each field says what it needs, and nothing is sent.
    await page.getByText(REVIEW_MESSAGES.textRequired).waitFor();
    await page.getByText(REVIEW_MESSAGES.stars('Power supply')).waitFor();
    for (const [label, stars] of [
      ['Power supply', 2],
      ['Water', 4],
      ['Security', 5],
      ["Landlord's responsiveness", 4],
    ] as const) {
      await rate(page, label, stars);
    }
    await page.getByText('Partly', { exact: true }).click();
    await page.getByLabel('Your review').fill(TEXT);
    await page.getByText('Publish review').click();
    await page.getByText(/Your review shows on the listing as a verified tenancy/).waitFor();
    const written = page.getByRole('region', { name: 'Reviews of this tenancy' });
    await written.getByText(TEXT).waitFor();
    expect(await page.getByRole('heading', { name: 'Review this home' }).count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await shoot(page, 'reviews-written-phone-light');
    await page.context().close();
  });

  it('anyone sees it on the listing as a verified tenancy, with the first name and an initial', async () => {
    const page = await (await newContext(browser, { dark: true })).newPage();
    await page.goto(`/property/${home.property}`);
    const review = page.getByRole('article', { name: 'Review by Chioma E.' });
    await review.getByText(TEXT).waitFor();
    await review.getByText('Verified tenancy').waitFor();
    expect(await page.getByText('Chioma Eze').count()).toBe(0);
    await shoot(page, 'reviews-on-listing-desktop-dark');
    await page.context().close();
  });
});
