import type { Browser, BrowserContext, Page } from 'playwright-core';
import { lagosToday } from '@rentnaija/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, launchBrowser, newContext, query, shoot } from '../support/browser.js';
import { signInToSite } from '../support/console.js';

/** A date `days` ahead in West Africa Time, as the date inputs take it. */
const inDays = (days: number) => lagosToday(new Date(Date.now() + days * 86_400_000));

/** Picks an option of an antd Select by its visible text. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

describe('viewings', () => {
  let browser: Browser;
  let landlordContext: BrowserContext;
  let tenantContext: BrowserContext;
  let landlord: Page;
  let tenant: Page;
  let listing: { id: string; title: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    landlordContext = await newContext(browser);
    tenantContext = await newContext(browser, { phone: true });
    landlord = await landlordContext.newPage();
    tenant = await tenantContext.newPage();
    [listing] = await query<{ id: string; title: string }>(
      `SELECT p.id, p.title FROM properties p JOIN users u ON u.id = p.landlord_id
       WHERE u.email = 'landlord@example.com' AND p.is_approved AND p.status = 'available'
       ORDER BY p.created_at DESC LIMIT 1`,
    );
  });
  afterAll(() => browser?.close());

  it('lets a landlord schedule a viewing and find it on the schedule', async () => {
    await signInToSite(landlord, 'landlord@example.com');
    await landlord.goto('/landlord/schedule-viewing');
    await landlord.getByRole('heading', { name: 'Schedule Viewing' }).waitFor();
    await landlord.getByRole('button', { name: 'Schedule Viewing' }).click();
    await landlord.getByText('Please fill in all required fields').waitFor();

    await landlord.getByRole('tab', { name: 'Physical Viewing' }).click();
    await landlord.getByText('The tenant visits the property in person').waitFor();
    await choose(landlord, 'Property', listing.title);
    await landlord.getByLabel('Date', { exact: true }).fill(inDays(4));
    await choose(landlord, 'Time', '15:30');
    await landlord.getByLabel('Tenant full name').fill('Kunle Journey');
    await landlord.getByLabel('Tenant email').fill('kunle.journey@example.com');
    await landlord.getByLabel('Tenant phone').fill('08039998888');
    await landlord.getByLabel('Message (optional)').fill('Call when you reach the gate.');
    await shoot(landlord, 'schedule-viewing-filled-desktop-light');
    await landlord.getByRole('button', { name: 'Schedule Viewing' }).click();
    await landlord
      .getByText('Viewing scheduled successfully! An invite has been sent to the tenant.')
      .waitFor();
    // The form resets after 3 s.
    await landlord.getByLabel('Tenant full name').and(landlord.locator('[value=""]')).waitFor({
      timeout: 6000,
    });
    const mail = await latestEmail('kunle.journey@example.com', 'Viewing confirmed');
    expect(mail).toContain('invite.ics');
    expect(mail).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);

    await landlord.goto('/schedule');
    await landlord.getByRole('heading', { name: 'Scheduled Viewings' }).waitFor();
    const card = landlord.locator('.rv-card', { hasText: 'Kunle Journey' });
    await card.waitFor();
    expect(await card.getByText('Confirmed').count()).toBeGreaterThan(0);
    expect(await card.textContent()).toContain('15:30');
  });

  it('lets a tenant request a viewing from a listing page, and the landlord confirm it', async () => {
    await signInToSite(tenant, 'tenant@example.com');
    await tenant.goto(`/property/${listing.id}`);
    await tenant.getByRole('heading', { name: listing.title }).first().waitFor();
    await tenant.getByRole('button', { name: 'Request a viewing' }).click();
    await tenant.getByLabel('Viewing date').fill(inDays(6));
    await choose(tenant, 'Viewing time', '11:30');
    await tenant.getByLabel('Message for the landlord (optional)').fill('Is water steady?');
    await shoot(tenant, 'request-viewing-phone-light');
    await tenant.getByRole('button', { name: 'Send request' }).click();
    await tenant.getByText('Viewing requested! The landlord will confirm it.').first().waitFor();

    await landlord.goto('/schedule');
    await landlord.getByRole('button', { name: /^Pending \(\d+\)$/ }).click();
    const card = landlord.locator('.rv-card', { hasText: 'Is water steady?' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await landlord.getByText('Viewing confirmed').first().waitFor();
    await landlord.getByRole('button', { name: /^Confirmed \(\d+\)$/ }).click();
    await landlord.locator('.rv-card', { hasText: 'Is water steady?' }).waitFor();

    await tenant.goto('/schedule');
    const mine = tenant.locator('.rv-card', { hasText: 'Is water steady?' });
    await mine.waitFor();
    await mine.getByText('Confirmed').waitFor();
    await shoot(tenant, 'schedule-tenant-phone-light');
  });
});
