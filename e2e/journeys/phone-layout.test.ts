import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGE_MESSAGE } from '@rentnaija/shared';
import { forgetDrafts, launchBrowser, newContext, query, shoot } from '../support/browser.js';
import { signInToSite } from '../support/console.js';

/** The phone widths every page must fit: a small Android and an iPhone. */
const WIDTHS = [320, 390];

/**
 * Every route of App.tsx that anyone opens, with real ids from the demo data, checked signed
 * out. (Those behind sign-in only send a visitor to log in; the accessibility-signed-in journey
 * checks their widths in each role.)
 */
function openRoutes(listing: { id: string; landlord: string }): string[] {
  return [
    '/',
    '/properties',
    `/property/${listing.id}`,
    `/landlords/${listing.landlord}`,
    '/login',
    '/register',
    '/auth/callback',
    '/forgot-password',
    '/reset-password?token=unknown',
    '/resend-confirmation',
    '/about',
    '/how-it-works',
    '/privacy',
    '/terms',
    '/refund',
    '/safety',
    '/help',
    '/contact',
    '/guarantor/unknown-token',
    '/saved-searches/unsubscribe?token=unknown',
    '/payment/callback?reference=RN-UNKNOWN',
    '/no-such-page',
  ];
}

/** The document's scroll width at each phone width, where it is wider than the screen. */
async function overflowAt(page: Page, route: string): Promise<string[]> {
  const wide: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 720 });
  await page.goto(route);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .locator('.ant-skeleton, .ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 720 });
    await page.waitForTimeout(150);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) wide.push(`${route} at ${width} px: ${scrollWidth} px`);
  }
  return wide;
}

describe('phone layout', () => {
  let browser: Browser;
  let listing: { id: string; landlord: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    [listing] = await query<{ id: string; landlord: string }>(
      `SELECT p.id, p.landlord_id AS landlord FROM properties p
        WHERE p.is_approved AND p.status = 'available' AND p.archived_at IS NULL
        ORDER BY p.created_at LIMIT 1`,
    );
  });
  afterAll(() => browser?.close());

  it('fits every open route at 320 and 390 px, signed out', async () => {
    const page = await (await newContext(browser, { phone: true })).newPage();
    const wide: string[] = [];
    for (const route of openRoutes(listing)) wide.push(...(await overflowAt(page, route)));
    expect(wide).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('fits the booking steps up to Save and continue to payment on a 320 px phone', async () => {
    const page = await (await newContext(browser, { phone: true })).newPage();
    await signInToSite(page, 'tenant@example.com');
    const [open] = await query<{ id: string }>(
      `SELECT p.id FROM properties p
        WHERE p.is_approved AND p.status = 'available' AND p.archived_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM property_applications a JOIN users u ON u.id = a.tenant_id
                           WHERE a.property_id = p.id AND u.email = 'tenant@example.com')
        ORDER BY p.created_at LIMIT 1`,
    );
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`/payment/${open.id}`);
    const fits = async () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.getByText('Step 1 of 4').waitFor();
    expect(await fits()).toBe(true);
    await page.getByLabel('First name').fill('Chioma');
    await page.getByLabel('Last name').fill('Eze');
    await page.getByLabel('Phone number').fill('08031234567');
    await page.getByLabel('Date of birth').fill('1994-05-21');
    await page.getByLabel('Occupation').fill('Product designer');
    await page.getByLabel('Employer').fill('Flutterwave');
    await page.getByLabel('Monthly income').fill('950000');
    await page.getByLabel('NIN number').fill('12345678901');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 4').waitFor();
    expect(await fits()).toBe(true);
    await page.getByLabel('Reference name').fill('Tunde Bakare');
    await page.getByLabel('Reference phone').fill('08023456789');
    await page.getByLabel('Reference email').fill('tunde.bakare@example.com');
    await page.getByLabel('Relationship to you').click();
    await page.locator('.ant-select-item-option', { hasText: 'Colleague' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 3 of 4').waitFor();
    const save = page.getByRole('button', { name: 'Save and continue to payment' });
    await save.waitFor();
    expect(await fits()).toBe(true);
    // The button stays inside its card.
    const [button, card] = await Promise.all([
      save.boundingBox(),
      page.locator('.rn-card', { has: save }).first().boundingBox(),
    ]);
    expect(button!.x + button!.width).toBeLessThanOrEqual(card!.x + card!.width + 1);
    await shoot(page, 'phone-layout-booking-step3-320');
    await page.context().close();
    // The booking was only looked at: its draft is not left for the booking journey.
    await forgetDrafts('tenant@example.com');
  });

  it("filters in a full-screen sheet with 'Show N homes', chips for every filter and min above max refused", async () => {
    const page = await (await newContext(browser, { phone: true })).newPage();
    // The hero's text and location boxes, both applied.
    await page.goto('/');
    await page.getByLabel('What are you looking for?').fill('flat');
    await page.getByLabel('Location').fill('Lagos');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/properties\?/);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByRole('button', { name: 'Remove filter: Location: Lagos' }).waitFor();
    await chips.getByRole('button', { name: 'Remove filter: “flat”' }).waitFor();

    await page.getByRole('button', { name: /Filters$/ }).click();
    const sheet = page.getByRole('dialog');
    const box = await sheet.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(389);
    await sheet.getByLabel('Minimum price').fill('200000');
    await sheet.getByLabel('Minimum price').blur();
    const total = async (q: string) =>
      (
        (await (await page.request.get(`/api/properties?${q}`)).json()) as {
          pagination: { total: number };
        }
      ).pagination.total;
    const n = await total('query=flat&location=Lagos&minPrice=200000');
    const label = `Show ${n} ${n === 1 ? 'home' : 'homes'}`;
    await sheet.getByRole('button', { name: label }).waitFor();

    // Max below min: refused beside the field, and the sheet cannot be applied.
    await sheet.getByLabel('Maximum price').fill('100000');
    await sheet.getByLabel('Maximum price').blur();
    await sheet.getByText(PRICE_RANGE_MESSAGE).waitFor();
    await expect(sheet.getByRole('button', { name: 'Show homes' }).isDisabled()).resolves.toBe(
      true,
    );
    await shoot(page, 'phone-layout-filter-sheet-min-above-max');
    await sheet.getByLabel('Maximum price').fill('900000');
    await sheet.getByLabel('Maximum price').blur();
    await sheet.getByText(PRICE_RANGE_MESSAGE).waitFor({ state: 'detached' });
    const m = await total('query=flat&location=Lagos&minPrice=200000&maxPrice=900000');
    await sheet.getByRole('button', { name: `Show ${m} ${m === 1 ? 'home' : 'homes'}` }).click();

    await chips.getByRole('button', { name: 'Remove filter: ₦200,000 - ₦900,000' }).waitFor();
    await page
      .getByText(m > 0 ? `of ${m} results` : 'No properties match your criteria')
      .first()
      .waitFor();
    // Removing the location chip drops only the location.
    await chips.getByRole('button', { name: 'Remove filter: Location: Lagos' }).click();
    await page.waitForURL((url) => !url.searchParams.has('location'));
    expect(new URL(page.url()).searchParams.get('query')).toBe('flat');
    await shoot(page, 'phone-layout-filter-chips');
    await page.context().close();
  });

  it('the search API refuses min above max with a field message', async () => {
    const page = await (await newContext(browser)).newPage();
    const res = await page.request.get('/api/properties?minPrice=500000&maxPrice=100000');
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { details: unknown[] }).details).toEqual([
      { field: 'maxPrice', message: PRICE_RANGE_MESSAGE },
    ]);
    await page.context().close();
  });
});
