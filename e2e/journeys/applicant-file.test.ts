import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  seriousViolations,
  shoot,
} from '../support/browser.js';
import { signInToSite } from '../support/console.js';

describe("the landlord's applicant file", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const options of [{ phone: true, dark: true }, {}]) {
    it(`opens from the card and says what approving does before anything is decided${'phone' in options ? ' (dark phone)' : ''}`, async () => {
      const page = await (await newContext(browser, options)).newPage();
      await signInToSite(page, 'landlord@example.com');
      await page.goto('/applications?status=pending');
      const card = page.getByRole('article').filter({ hasText: 'Emeka Nwosu' }).first();
      await card.getByRole('link', { name: 'View applicant file' }).click();
      await page.waitForURL(/\/applications\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').pop()!;

      await page.getByRole('heading', { level: 1, name: 'Emeka Nwosu' }).waitFor();
      for (const section of ['Identity', 'Money', 'Work', 'Reference', 'Guarantor', 'History']) {
        await page.getByRole('region', { name: section }).waitFor();
      }
      await page
        .getByRole('region', { name: 'Money' })
        .getByText(/^Income is \d+\.\d× the monthly rent$/)
        .waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await seriousViolations(page, '.ra-file')).toEqual([]);
      await shoot(page, `applicant-file${'phone' in options ? '-phone-dark' : ''}`);

      await page
        .getByRole('group', { name: 'Decision' })
        .getByRole('button', { name: 'Approve' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText(
          'This offers the home to Emeka Nwosu for 72 hours; other applicants will be told it is taken.',
        )
        .waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const [row] = await query<{ status: string }>(
        'SELECT status FROM property_applications WHERE id = $1',
        [id],
      );
      expect(row.status).toBe('pending');
      await page.context().close();
    });
  }

  it('tells the applicant there is no such file for them', async () => {
    const [own] = await query<{ id: string }>(
      `SELECT a.id FROM property_applications a JOIN users u ON u.id = a.tenant_id
       WHERE u.email = 'tenant@example.com' LIMIT 1`,
    );
    const page = await (await newContext(browser)).newPage();
    await signInToSite(page, 'tenant@example.com');
    await page.goto(`/applications/${own.id}`);
    await page.getByText('Applicant file not found').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.context().close();
  });
});
