import { DECISION_MESSAGES, REJECTION_REASON_MESSAGES } from '@rentnaija/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, applyFor, createTenant } from '../support/api.js';
import { launchBrowser, newContext, query, shoot } from '../support/browser.js';
import { signInToConsole, tableRow } from '../support/console.js';

interface Listing {
  id: string;
  title: string;
}

const APPLICANT = {
  email: 'ngozi.eze@example.com',
  firstName: 'Ngozi',
  lastName: 'Eze',
  phone: '08035550101',
};

/**
 * A new tenant applies (through the API) to one of the second demo landlord's available listings
 * that no other journey uses; answers the listing.
 */
async function seedApplication(): Promise<Listing> {
  await createTenant(APPLICANT);
  const [listing] = await query<Listing>(
    `SELECT p.id, p.title FROM properties p JOIN users u ON u.id = p.landlord_id
     WHERE u.email = 'landlord2@example.com' AND p.is_approved AND p.status = 'available'
       AND p.archived_at IS NULL
     ORDER BY p.created_at ASC LIMIT 1`,
  );
  await applyFor(APPLICANT, listing.id);
  return listing;
}

const searchIds = async (text: string) =>
  (
    await api<{ data: { id: string }[] }>(`/api/properties?query=${encodeURIComponent(text)}`)
  ).data.map((p) => p.id);

describe('an admin’s moderation in the console', () => {
  let browser: Browser;
  let page: Page;
  let toReject: Listing;
  let toApprove: Listing;
  let applied: Listing;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    [toReject, toApprove] = await query<Listing>(
      `SELECT id, title FROM properties WHERE moderation_status = 'pending'
       ORDER BY created_at DESC LIMIT 2`,
    );
    applied = await seedApplication();
  });
  afterAll(() => browser?.close());

  it('signs in as the demo admin and sees the listings waiting for review', async () => {
    await signInToConsole(page, 'admin@example.com');
    await page.getByText('Listings waiting for review').waitFor();
    await shoot(page, 'console-dashboard-desktop-light');
    await page.getByRole('menuitem', { name: 'Listings' }).click();
    await page.waitForURL(/\/admin\/properties/);
    await tableRow(page, toReject.title).waitFor();
    await expect.poll(() => tableRow(page, toApprove.title).count()).toBe(1);
    await shoot(page, 'console-listings-desktop-light');
  });

  it('rejects one with a reason the landlord will see', async () => {
    await tableRow(page, toReject.title).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await dialog.getByText(REJECTION_REASON_MESSAGES.required).waitFor();
    await dialog.getByLabel(/Reason for rejection/).fill('The photos show a different building.');
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await page.getByText(`Rejected "${toReject.title}"`).waitFor();
    await expect.poll(() => tableRow(page, toReject.title).count()).toBe(0);
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
    await tableRow(page, toApprove.title).getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`Approved "${toApprove.title}"`).waitFor();
    await expect.poll(() => tableRow(page, toApprove.title).count()).toBe(0);

    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`/properties?query=${encodeURIComponent(toApprove.title)}`);
    await visitor.getByRole('link', { name: toApprove.title }).first().waitFor();
    expect(await searchIds(toApprove.title)).toContain(toApprove.id);
    expect(await searchIds(toReject.title)).not.toContain(toReject.id);
  });

  it('links the audit entries to the listings they are about', async () => {
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await page.getByRole('link', { name: toReject.id }).first().click();
    await page.waitForURL(new RegExp(`/admin/properties/${toReject.id}/show`));
    await page.getByText(toReject.title).first().waitFor();
  });

  it('approves a pending application from its page, which puts the listing under contract', async () => {
    const applicant = `${APPLICANT.firstName} ${APPLICANT.lastName}`;
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByText('Applications waiting for a decision').click();
    await page.waitForURL(/\/admin\/applications/);
    await tableRow(page, applicant).getByText(applied.title).click();
    await page.getByRole('heading', { name: applicant, exact: true }).waitFor();
    await page.getByText('Chinedu Eze').waitFor();
    await page.getByText('Has not answered the consent email yet', { exact: false }).waitFor();
    await shoot(page, 'console-application-desktop-light');

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(DECISION_MESSAGES.application.approved).waitFor();
    await page.getByText(/^Approved .*WAT\./).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const [row] = await query<{ status: string; listing: string; told: string }>(
      `SELECT a.status, p.status AS listing,
              (SELECT n.type FROM notifications n WHERE n.user_id = a.tenant_id
               ORDER BY n.created_at DESC LIMIT 1) AS told
       FROM property_applications a JOIN properties p ON p.id = a.property_id
       WHERE a.email = $1`,
      [APPLICANT.email],
    );
    expect(row).toEqual({
      status: 'approved',
      listing: 'under_contract',
      told: 'application.reviewed',
    });
  });
});
