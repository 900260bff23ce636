import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday } from '@rentnaija/shared';
import { latestEmail, launchBrowser, newContext, query, shoot } from '../support/browser.js';
import { signInToConsole, signInToSite } from '../support/console.js';
import { runDailyTenancySweeps } from '../support/sweeps.js';

const RENTER = 'tolu.adebayo@example.com';

describe('the caution deposit at the end of a tenancy', () => {
  let browser: Browser;
  let tenancy: { id: string; property_id: string };
  let kept: { password_hash: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    // A renter of the demo landlord, whose tenancy of a year with its check-in report is given
    // back its last days: notice given, moving out yesterday. The demo's deductions on it go.
    [tenancy] = await query(
      `SELECT t.id, t.property_id FROM tenancies t JOIN users u ON u.id = t.tenant_id
        WHERE u.email = $1 AND t.state = 'ended'`,
      [RENTER],
    );
    await query('DELETE FROM deposit_deductions WHERE tenancy_id = $1', [tenancy.id]);
    await query('DELETE FROM deposit_settlements WHERE tenancy_id = $1', [tenancy.id]);
    await query(`DELETE FROM deposit_reports WHERE tenancy_id = $1 AND kind = 'check_out'`, [
      tenancy.id,
    ]);
    await query(
      `UPDATE tenancies SET state = 'active', ended_at = NULL, notice_given_by = 'tenant',
         notice_given_at = now() - interval '30 days', move_out_date = $2 WHERE id = $1`,
      [tenancy.id, addDays(lagosToday(), -1)],
    );
    await query(`UPDATE properties SET status = 'rented' WHERE id = $1`, [tenancy.property_id]);
    // The renter signs in with the demo password for the journey.
    [kept] = await query(`SELECT password_hash FROM users WHERE email = $1`, [RENTER]);
    await query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'tenant@example.com')
        WHERE email = $1`,
      [RENTER],
    );
  });
  afterAll(async () => {
    if (kept) {
      await query('UPDATE users SET password_hash = $2 WHERE email = $1', [
        RENTER,
        kept.password_hash,
      ]);
    }
    await browser?.close();
  });

  const open = async (email: string, tab: string, options = {}): Promise<Page> => {
    const page = await (await newContext(browser, options)).newPage();
    await signInToSite(page, email);
    await page.goto(`/tenancies/${tenancy.id}?tab=${tab}`);
    return page;
  };

  it('the tenancy ends and the tenant writes and signs the check-out report on a phone', async () => {
    const swept = await runDailyTenancySweeps();
    expect(swept.ended).toBeGreaterThanOrEqual(1);
    const page = await open(RENTER, 'reports', { phone: true });
    const card = page.getByRole('region', { name: 'Check-out report' });
    await card.getByRole('button', { name: 'Write the report' }).click();
    for (const room of ['Bedroom', 'Bathroom']) {
      await card.getByRole('button', { name: `Remove ${room}` }).click();
    }
    const next = () => card.getByRole('button', { name: /Next/ }).click();
    await next();
    await card.getByRole('heading', { name: 'Living room' }).waitFor();
    await card.getByLabel('Fair (normal wear)').check();
    await card.getByLabel(/Notes/).fill('Light scuffs by the door.');
    const photo = await page.screenshot({ type: 'jpeg' });
    await card.getByLabel('Add photos of the room').setInputFiles({
      name: 'living-room.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await card.getByRole('img', { name: /living-room\.jpg/ }).waitFor();
    await next();
    await card.getByRole('heading', { name: 'Kitchen' }).waitFor();
    await card.getByLabel('Good').check();
    await next();
    await card.getByRole('heading', { name: 'Review' }).waitFor();
    await card.getByRole('button', { name: 'Save the report' }).click();
    await card.getByRole('button', { name: 'Sign the report' }).click();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await card.getByText(/Tenant: signed/).waitFor();
    await shoot(page, 'deposit-report-tenant-phone-light');
  });

  it('the landlord proposes a deduction with the reports beside it', async () => {
    const page = await open('landlord@example.com', 'deposit');
    const form = page.getByRole('region', { name: 'Deductions from the deposit' });
    await form.getByLabel('Amount of deduction 1').fill('60000');
    await form.getByLabel('Reason of deduction 1').fill('Repaint the scuffed living room walls');
    await form.getByLabel('Room of deduction 1').click();
    await page.locator('.ant-select-item-option', { hasText: 'Living room' }).click();
    await form.getByLabel('Add photos to deduction 1').setInputFiles({
      name: 'scuffed-wall.jpg',
      mimeType: 'image/jpeg',
      buffer: await page.screenshot({ type: 'jpeg' }),
    });
    await form.getByRole('img', { name: /scuffed-wall\.jpg/ }).waitFor();
    await form.getByRole('button', { name: 'Send the deductions to the tenant' }).click();
    const proposed = page.getByRole('region', { name: 'Deductions proposed' });
    await proposed.getByText('At check-out').waitFor();
    await proposed.getByRole('img', { name: /Landlord’s evidence.*scuffed-wall\.jpg/ }).waitFor();
    await shoot(page, 'deposit-landlord-desktop-light');
  });

  it('the tenant is emailed and disputes it as normal wear', async () => {
    const mail = await latestEmail(RENTER, 'Deductions proposed from your caution deposit');
    expect(mail).toContain(`/tenancies/${tenancy.id}?tab=deposit`);
    const page = await open(RENTER, 'deposit', { phone: true, dark: true });
    const list = page.getByRole('region', { name: 'Deductions proposed' });
    await list.getByRole('button', { name: 'Dispute' }).click();
    await list
      .getByLabel('Why do you dispute it? (optional)')
      .fill('Light scuffs after a year are normal wear.');
    await list.getByRole('button', { name: 'Dispute this deduction' }).click();
    await page.getByText('RentNaija staff are deciding the disputed deductions').waitFor();
    await shoot(page, 'deposit-tenant-phone-dark');
  });

  it('staff compare both reports and refuse the deduction once; the tenant gets it all back', async () => {
    const staff = await (await newContext(browser)).newPage();
    await signInToConsole(staff, 'admin@example.com');
    await staff.getByRole('link', { name: /Deposit deductions disputed/ }).click();
    await staff.waitForURL(/\/admin\/deposit-disputes/);
    await staff.getByRole('row').filter({ hasText: 'Tolu Adebayo' }).click();
    await staff.getByRole('heading', { name: 'Check-out report' }).waitFor();
    await staff.getByRole('heading', { name: 'Check-in report' }).waitFor();
    await shoot(staff, 'deposit-console-desktop-light');
    await staff.getByRole('button', { name: 'Refuse' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel(/Reason for refusing/).fill('The scuffs are normal wear.');
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await staff.getByText('Deductions refused: the tenant is refunded').waitFor();
    await staff.getByRole('button', { name: 'Refuse' }).waitFor({ state: 'detached' });

    const [settled] = await query<{ state: string; tenant_amount: number }>(
      'SELECT state, tenant_amount FROM deposit_settlements WHERE tenancy_id = $1',
      [tenancy.id],
    );
    expect(settled.state).toBe('settled');
    const [refund] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM refunds r JOIN tenancies t ON t.payment_id = r.payment_id
        WHERE t.id = $1 AND r.reason = 'deposit_returned'`,
      [tenancy.id],
    );
    expect(refund.n).toBe(1);
    const page = await open(RENTER, 'deposit', { phone: true });
    await page.getByText('Returned in full').waitFor();
    await page.getByText('The scuffs are normal wear.').waitFor();
  });
});
