import { REJECTION_REASON_MESSAGES } from '@rentnaija/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  shoot,
} from '../support/browser.js';

const PASSWORD = 'Rentals#2026';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
}

interface Pending {
  id: string;
  title: string;
  city: string;
}

/** A listing row of the console's table, found by its title. */
const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

describe('an admin moderating listings in the console', () => {
  let browser: Browser;
  let page: Page;
  let toReject: Pending;
  let toApprove: Pending;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    [toReject, toApprove] = await query<Pending>(
      `SELECT id, title, city FROM properties WHERE moderation_status = 'pending'
       ORDER BY created_at DESC LIMIT 2`,
    );
  });
  afterAll(() => browser?.close());

  it('signs in as the demo admin and sees the listings waiting for review', async () => {
    await signIn(page, 'admin@example.com');
    await page.getByText('Listings waiting for review').waitFor();
    await shoot(page, 'console-dashboard-desktop-light');
    await page.getByRole('menuitem', { name: 'Listings' }).click();
    await page.waitForURL(/\/admin\/properties/);
    await row(page, toReject.title).waitFor();
    await expect.poll(() => row(page, toApprove.title).count()).toBe(1);
    await shoot(page, 'console-listings-desktop-light');
  });

  it('rejects one with a reason the landlord will see', async () => {
    await row(page, toReject.title).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await dialog.getByText(REJECTION_REASON_MESSAGES.required).waitFor();
    await dialog.getByLabel(/Reason for rejection/).fill('The photos show a different building.');
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await page.getByText(`Rejected "${toReject.title}"`).waitFor();
    await expect.poll(() => row(page, toReject.title).count()).toBe(0);
    const [saved] = await query<{ moderation_status: string; rejection_reason: string }>(
      'SELECT moderation_status, rejection_reason FROM properties WHERE id = $1',
      [toReject.id],
    );
    expect(saved).toEqual({
      moderation_status: 'rejected',
      rejection_reason: 'The photos show a different building.',
    });
  });

  it('approves another, which then appears in public search', async () => {
    await row(page, toApprove.title).getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`Approved "${toApprove.title}"`).waitFor();
    await expect.poll(() => row(page, toApprove.title).count()).toBe(0);

    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`/properties?query=${encodeURIComponent(toApprove.title)}`);
    await visitor.getByRole('link', { name: toApprove.title }).first().waitFor();
    const listed = await fetch(
      `${baseUrl()}/api/properties?query=${encodeURIComponent(toApprove.title)}`,
    ).then((r) => r.json() as Promise<{ data: { id: string }[] }>);
    expect(listed.data.map((p) => p.id)).toContain(toApprove.id);
    const rejected = await fetch(
      `${baseUrl()}/api/properties?query=${encodeURIComponent(toReject.title)}`,
    ).then((r) => r.json() as Promise<{ data: { id: string }[] }>);
    expect(rejected.data.map((p) => p.id)).not.toContain(toReject.id);
  });

  it('links the audit entries to the listings they are about', async () => {
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await page.getByRole('link', { name: toReject.id }).first().click();
    await page.waitForURL(new RegExp(`/admin/properties/${toReject.id}/show`));
    await page.getByText(toReject.title).first().waitFor();
  });
});

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
      await signIn(page, 'support@example.com');
      await shoot(page, `console-dashboard-${name}`);
      // The brand's greens, never react-admin's default blue: buttons and links in the
      // primary green, the light app bar in the deep green (dark mode keeps a dark bar).
      const colour = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((el) => getComputedStyle(el).color);
      expect(await colour(page.getByRole('button', { name: 'Check again' }))).toBe(
        dark ? 'rgb(47, 191, 129)' : 'rgb(15, 123, 79)',
      );
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
      await page.goto('/admin/audit-log');
      await page
        .getByText(/property\.reject|property\.approve/)
        .first()
        .waitFor();
      await shoot(page, `console-audit-${name}`);
    });
  }
});
