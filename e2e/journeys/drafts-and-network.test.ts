import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../support/api.js';
import {
  forgetDrafts,
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  shoot,
} from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/console.js';

const LANDLORD = 'landlord2@example.com';

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Waits until the server keeps a draft of `kind` for `email` holding `text` (saved after a pause). */
const draftSaved = (email: string, kind: string, text: string) =>
  expect
    .poll(
      async () =>
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM drafts d JOIN users u ON u.id = d.user_id
              WHERE u.email = $1 AND d.kind = $2 AND d.data::text LIKE $3`,
            [email, kind, `%${text}%`],
          )
        )[0].n,
      { timeout: 15_000 },
    )
    .toBe(1);

describe('drafts that follow the user, and honesty on a bad network (phone, 390 px)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const phone = async (dark = false) => {
    const context = await newContext(browser, { phone: true, dark });
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    await forgetDrafts(LANDLORD);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await forgetDrafts(LANDLORD);
    await browser?.close();
  });

  it('resumes a listing draft on another device, from the dashboard', async () => {
    const first = await (await phone()).newPage();
    await first.goto('/login');
    await signIn(first, LANDLORD);
    await first.waitForURL(/landlord-dashboard/);
    await first.goto('/list-property');
    await first.getByRole('heading', { name: 'Basic Information' }).waitFor();
    await first.getByLabel('Title').fill('Sunny mini flat in Surulere');
    await first.getByLabel('Description').fill('Top floor, prepaid meter, borehole water.');
    await draftSaved(LANDLORD, 'listing', 'borehole');
    await first.context().close();

    // A new browser: nothing of the first one's storage, the same account.
    const second = await (await phone()).newPage();
    await second.goto('/login');
    await signIn(second, LANDLORD);
    await second.waitForURL(/landlord-dashboard/);
    const card = second.getByRole('region', { name: 'Unfinished forms' });
    await card.getByText('Continue your listing').waitFor();
    await card.getByText(/Sunny mini flat in Surulere/).waitFor();
    expect(await overflowsHorizontally(second)).toBe(false);
    await shoot(second, 'drafts-continue-listing-phone-light');
    await card.getByRole('link', { name: 'Continue' }).click();
    await second.waitForURL(/\/list-property/);
    await expect
      .poll(() => second.getByLabel('Title').inputValue())
      .toBe('Sunny mini flat in Surulere');
    expect(await second.getByLabel('Description').inputValue()).toBe(
      'Top floor, prepaid meter, borehole water.',
    );
    await shoot(second, 'drafts-listing-resumed-phone-light');
  });

  it('keeps what was typed when Back and Forward move between booking steps', async () => {
    const email = `amaka.${Date.now()}@example.com`;
    await createTenant(
      { email, firstName: 'Amaka', lastName: 'Obi', phone: '08031110000' },
      { nin: '22233344455' },
    );
    const [listing] = await query<{ id: string }>(
      `SELECT id FROM properties WHERE is_approved AND status = 'available' AND archived_at IS NULL
        ORDER BY created_at DESC LIMIT 1`,
    );
    const page = await (await phone()).newPage();
    await page.goto('/login');
    await signIn(page, email);
    await page.waitForURL(/tenant-dashboard/);
    await page.goto(`/payment/${listing.id}`);
    await page.getByText('Step 1 of 4').waitFor();
    await page.getByLabel('Date of birth').fill('1994-05-21');
    await page.getByLabel('Occupation').fill('Pharmacist');
    await page.getByLabel('Employer').fill('HealthPlus');
    await page.getByLabel('Monthly income').fill('650000');
    await page.getByLabel('NIN number').fill('22233344455');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 4').waitFor();
    expect(page.url()).toMatch(/step=2/);
    await page.getByLabel('Reference name').fill('Tunde Bakare');
    await draftSaved(email, 'booking', 'Tunde Bakare');

    await page.goBack();
    await page.getByText('Step 1 of 4').waitFor();
    expect(await page.getByLabel('Occupation').inputValue()).toBe('Pharmacist');
    expect(await page.getByLabel('NIN number').inputValue()).toBe('22233344455');
    await page.goForward();
    await page.getByText('Step 2 of 4').waitFor();
    expect(await page.getByLabel('Reference name').inputValue()).toBe('Tunde Bakare');
    await shoot(page, 'drafts-booking-forward-phone-light');

    // Leaving the page and coming back with Forward: the draft brings the values back.
    await page.goto('/properties');
    await page.goBack();
    await page.getByText('Step 2 of 4').waitFor();
    await expect.poll(() => page.getByLabel('Reference name').inputValue()).toBe('Tunde Bakare');
    const [kept] = await query<{ data: { values: Record<string, string> } }>(
      `SELECT d.data FROM drafts d JOIN users u ON u.id = d.user_id
        WHERE u.email = $1 AND d.kind = 'booking' AND d.key = $2`,
      [email, listing.id],
    );
    expect(kept.data.values.occupation).toBe('Pharmacist');
    expect(kept.data.values).not.toHaveProperty('ninNumber');
  });

  it('says when it is offline, greys results it could not refresh, and recovers online', async () => {
    for (const dark of [false, true]) {
      const context = await phone(dark);
      const page = await context.newPage();
      await page.goto('/properties');
      await page.getByText(/Showing 1-12 of \d+ results/).waitFor();
      const before = await page.getByText(/Showing 1-12 of \d+ results/).textContent();

      await context.setOffline(true);
      await page.locator('.rn-offline').waitFor();
      await page.getByLabel('Search properties').fill('Lekki');
      await page.getByLabel('Search properties').press('Enter');
      await page.getByText('Showing results from before you went offline').waitFor();
      expect(await page.locator('ul.rn-stale').count()).toBe(1);
      expect(await overflowsHorizontally(page)).toBe(false);
      await shoot(page, `offline-stale-results-phone-${dark ? 'dark' : 'light'}`);

      await context.setOffline(false);
      await expect
        .poll(() => page.getByText('Showing results from before you went offline').count())
        .toBe(0);
      expect(await page.locator('.rn-offline').count()).toBe(0);
      expect(await page.locator('ul.rn-stale').count()).toBe(0);
      await expect
        .poll(() => page.getByText(/Showing \d+-\d+ of \d+ results/).textContent())
        .not.toBe(before);
    }
  });

  it('says an ended session has ended, and returns the user to the page after sign-in', async () => {
    const page = await (await phone()).newPage();
    await page.goto('/login');
    await signIn(page, 'tenant@example.com');
    await page.waitForURL(/tenant-dashboard/);
    await page.goto('/saved-properties');
    await page
      .getByRole('heading', { name: /Saved Properties/i })
      .first()
      .waitFor();
    // The session ends on the server (revoked, or expired while the phone slept).
    await query(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = 'logout'
        WHERE user_id = (SELECT id FROM users WHERE email = 'tenant@example.com')
          AND revoked_at IS NULL`,
    );
    await page.reload();
    await page.waitForURL(/\/login$/);
    await page.getByText('Your session has ended — sign in to continue').waitFor();
    await shoot(page, 'session-ended-phone-light');
    await signIn(page, 'tenant@example.com');
    await page.waitForURL(/\/saved-properties$/);
  });

  it('shows not found for an address whose id is malformed', async () => {
    const page = await (await phone()).newPage();
    await page.goto('/property/not-a-uuid');
    await page.getByRole('heading', { name: 'Property Not Found' }).waitFor();
    expect(await page.getByText(/Validation failed|uuid is expected/i).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Try Again/i }).count()).toBe(0);
    await shoot(page, 'property-malformed-id-phone-light');
  });
});
