import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, formatNaira, tenancyReference } from '@rentnaija/shared';
import {
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  shoot,
} from '../support/browser.js';
import { signInToSite } from '../support/console.js';
import { pdfText } from '../support/pdf.js';
import { runRentRelease, runRentSweep } from '../support/sweeps.js';

const TENANT = 'tenant@example.com';

interface Month {
  id: string;
  tenancy: string;
  due: string;
  amount: number;
  landlord: string;
}

/** The row of the schedule for the month due on `due`. */
const monthRow = (page: Page, due: string) =>
  page.locator('.rt-rent__month').filter({ hasText: formatDay(due) });

/**
 * The demo tenant's monthly tenancy: they turn automatic payment on from a phone, the clock
 * moves to the next due date and the card is charged, the landlord sees the month paid and held,
 * and a day later released, with the rent receipt.
 */
describe('monthly rent by saved card, on a moved clock', () => {
  let browser: Browser;
  let month: Month;

  beforeAll(async () => {
    browser = await launchBrowser();
    [month] = await query<Month>(
      `SELECT i.id, t.id AS tenancy, i.due_date::text AS due, i.amount,
              l.email AS landlord
         FROM rent_instalments i
         JOIN tenancies t ON t.id = i.tenancy_id
         JOIN users u ON u.id = t.tenant_id
         JOIN users l ON l.id = t.landlord_id
        WHERE u.email = $1 AND t.pays_monthly AND i.state = 'upcoming'
        ORDER BY i.due_date LIMIT 1`,
      [TENANT],
    );
  });
  afterAll(() => browser?.close());

  it('the tenant turns on automatic payment with the card of their move-in payment', async () => {
    const page = await (await newContext(browser, { phone: true })).newPage();
    await signInToSite(page, TENANT);
    await page.goto(`/tenancies/${month.tenancy}?tab=rent`);
    await page.getByRole('heading', { name: 'Monthly rent' }).waitFor();
    const autopay = page.getByRole('switch');
    expect(await autopay.getAttribute('aria-checked')).toBe('false');
    await page.getByText('VISA •••• 4081').waitFor();
    await autopay.click();
    await page.getByText('Automatic payment is on.').waitFor();
    expect(await autopay.getAttribute('aria-checked')).toBe('true');
    await monthRow(page, month.due).getByText('Upcoming').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await shoot(page, 'monthly-rent-autopay-on-phone');
    await page.context().close();
  });

  it('is charged on the due date, and both parties see the month paid and held', async () => {
    const dueMorning = new Date(`${month.due}T07:00:00+01:00`);
    const swept = await runRentSweep(dueMorning);
    expect(swept.charged).toBe(1);
    const [paid] = await query<{ state: string; payments: number }>(
      `SELECT i.state, (SELECT count(*)::int FROM rent_attempts a WHERE a.instalment_id = i.id)
              AS payments
         FROM rent_instalments i WHERE i.id = $1`,
      [month.id],
    );
    expect(paid).toEqual({ state: 'paid', payments: 1 });

    for (const [email, options] of [
      [TENANT, { phone: true }],
      [month.landlord, { dark: true }],
    ] as const) {
      const page = await (await newContext(browser, options)).newPage();
      await signInToSite(page, email);
      await page.goto(`/tenancies/${month.tenancy}?tab=rent`);
      const row = monthRow(page, month.due);
      await row.getByText('Paid', { exact: true }).waitFor();
      await row.getByText(/Held by RentNaija for 24 hours/).waitFor();
      expect(await row.textContent()).toContain(formatNaira(month.amount));
      await shoot(page, `monthly-rent-paid-${email === TENANT ? 'tenant-phone' : 'landlord-dark'}`);
      await page.context().close();
    }
  });

  it('a day later the month is released to the landlord, and the tenant has its rent receipt', async () => {
    const dayAfter = new Date(Date.now() + 25 * 3600_000);
    expect(await runRentRelease(dayAfter)).toBeGreaterThanOrEqual(1);
    const page = await (await newContext(browser, { phone: true })).newPage();
    await signInToSite(page, TENANT);
    await page.goto(`/tenancies/${month.tenancy}?tab=rent`);
    const row = monthRow(page, month.due);
    await row.getByText(/Released to the landlord/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Receipt' }).click(),
    ]);
    const text = await pdfText(await download.path());
    expect(text).toContain('Rent receipt');
    expect(text).toContain(formatNaira(month.amount));
    expect(text).toContain(tenancyReference(month.tenancy));
    await page.context().close();
  });
});
