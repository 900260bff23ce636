import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosToday } from '@rentnaija/shared';
import { latestEmail, launchBrowser, newContext, query, shoot } from '../support/browser.js';
import { signInToConsole, signInToSite } from '../support/console.js';

/** Signs a demo user in on the site. */
describe('a problem reported at move-in', () => {
  let browser: Browser;
  let tenancy: { id: string; state: string; move_in_date: string | null; end_date: string | null };

  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo tenant's signed tenancy with the demo landlord, moved in today with the keys
    // confirmed.
    [tenancy] = await query(
      `SELECT t.id, t.state, t.move_in_date::text, t.end_date::text FROM tenancies t
         JOIN users u ON u.id = t.tenant_id
         JOIN users l ON l.id = t.landlord_id
        WHERE u.email = 'tenant@example.com' AND l.email = 'landlord@example.com'
          AND t.state = 'awaiting_move_in'
        ORDER BY t.created_at DESC LIMIT 1`,
    );
    await query(
      `UPDATE tenancies SET state = 'active', move_in_date = $2, end_date = $2::date + 30,
         handed_over_at = now(), move_in_released_at = NULL WHERE id = $1`,
      [tenancy.id, lagosToday()],
    );
  });
  afterAll(async () => {
    // The demo tenancy as it was, for the journeys after this one.
    await query('DELETE FROM tenancy_disputes WHERE tenancy_id = $1', [tenancy.id]);
    await query(
      `UPDATE tenancies SET state = $2, move_in_date = $3, end_date = $4, handed_over_at = NULL
        WHERE id = $1`,
      [tenancy.id, tenancy.state, tenancy.move_in_date, tenancy.end_date],
    );
    await browser?.close();
  });

  it('the tenant reports it on a phone with a photo', async () => {
    const page = await (await newContext(browser, { phone: true })).newPage();
    await signInToSite(page, 'tenant@example.com');
    const photo = await page.screenshot({ type: 'jpeg' });
    await page.goto(`/tenancies/${tenancy.id}`);
    await page
      .getByLabel('What is wrong')
      .fill('The kitchen ceiling leaks and the sink has no water.');
    await page.getByLabel('Add photos').setInputFiles({
      name: 'ceiling.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByRole('img', { name: 'ceiling.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await page.getByText('This tenancy is disputed').waitFor();
    await page.getByRole('img', { name: 'The tenant’s photos: ceiling.jpg' }).waitFor();
    await shoot(page, 'dispute-tenant-phone-light');
  });

  it('the landlord reads it, is emailed, and answers', async () => {
    await latestEmail('landlord@example.com', 'The tenant reported a problem');
    const page = await (await newContext(browser)).newPage();
    await signInToSite(page, 'landlord@example.com');
    await page.goto(`/tenancies/${tenancy.id}`);
    await page.getByText('The kitchen ceiling leaks and the sink has no water.').waitFor();
    await page.getByRole('img', { name: 'The tenant’s photos: ceiling.jpg' }).waitFor();
    await page.getByLabel('Your answer').fill('The plumber fixed both this morning.');
    await page.getByRole('button', { name: 'Send my answer' }).click();
    await page.getByText('Answer sent. The tenant is told.').waitFor();
    await page.getByText('The plumber fixed both this morning.').waitFor();
    await shoot(page, 'dispute-landlord-desktop-light');
  });

  it('the tenant is emailed and reads the answer; staff see both sides with the photo', async () => {
    const mail = await latestEmail('tenant@example.com', 'answered your report');
    expect(mail).toContain(`/tenancies/${tenancy.id}`);
    const page = await (await newContext(browser, { dark: true })).newPage();
    await signInToSite(page, 'tenant@example.com');
    await page.goto(`/tenancies/${tenancy.id}`);
    await page.getByText('The plumber fixed both this morning.').waitFor();

    const [dispute] = await query<{ id: string }>(
      'SELECT id FROM tenancy_disputes WHERE tenancy_id = $1',
      [tenancy.id],
    );
    const staff = await (await newContext(browser)).newPage();
    await signInToConsole(staff, 'admin@example.com');
    await staff.getByRole('link', { name: /Tenancy disputes waiting for a decision/ }).click();
    await staff.waitForURL(/\/admin\/tenancy-disputes/);
    await staff.getByRole('row').nth(1).waitFor();
    await staff.goto(`/admin/tenancy-disputes/${dispute.id}/show`);
    await staff.getByText('The plumber fixed both this morning.').waitFor();
    await staff.getByRole('img', { name: 'Tenant’s photo 1: ceiling.jpg' }).waitFor();
    await shoot(staff, 'dispute-console-desktop-light');
  });
});
