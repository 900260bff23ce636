import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira, moveInCost } from '@rentnaija/shared';
import {
  forgetDrafts,
  latestEmail,
  launchBrowser,
  newContext,
  query,
  shoot,
} from '../support/browser.js';
import { LISTING_COLUMNS, type Listing } from '../support/listings.js';
import { pdfText } from '../support/pdf.js';

async function chooseRelationship(page: Page, label: string) {
  await page.getByLabel('Relationship to you').click();
  await page.locator('.ant-select-item-option', { hasText: label }).click();
}

describe('a tenant books a home, their guarantor confirms, and they pay through the sandbox', () => {
  let browser: Browser;
  let tenantContext: BrowserContext;
  let page: Page;
  let listing: Listing;
  let total: string;
  let reference: string;
  const guarantorEmail = `ngozi.${Date.now()}@example.com`;

  beforeAll(async () => {
    await forgetDrafts('tenant@example.com');
    browser = await launchBrowser();
    tenantContext = await newContext(browser);
    page = await tenantContext.newPage();
    // An open listing the demo tenant has not applied for.
    [listing] = await query<Listing>(
      `SELECT ${LISTING_COLUMNS}
         FROM properties p
        WHERE p.is_approved AND p.status = 'available' AND p.archived_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM property_applications a JOIN users u ON u.id = a.tenant_id
                           WHERE a.property_id = p.id AND u.email = 'tenant@example.com')
        ORDER BY p.created_at LIMIT 1`,
    );
    total = formatNaira(moveInCost(listing).total);
  });
  afterAll(() => browser?.close());

  it('signs in, opens the listing and Book Now leads to step 1', async () => {
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    // The booking page needs a session: to /login and back.
    await page.waitForURL(/\/login$/);
    await page.getByText('You must be logged in to book a property').waitFor();
    await page.getByLabel('Email').fill('tenant@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Rentals#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(new RegExp(`/payment/${listing.id}$`));
    await page.getByText('Step 1 of 4').waitFor();
    const moveIn = page.getByLabel('What you pay to move in');
    await moveIn.getByText('Total to pay now').waitFor();
    expect(await moveIn.textContent()).toContain(total);
    await shoot(page, 'booking-step1-desktop-light');
  });

  it('fills the three steps, the shared rules checking each', async () => {
    await page.getByLabel('NIN number').fill('1234567890');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('NIN number must be 11 digits').waitFor();
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
    await page.getByLabel('Reference name').fill('Tunde Bakare');
    await page.getByLabel('Reference phone').fill('08023456789');
    await page.getByLabel('Reference email').fill('tunde.bakare@example.com');
    await chooseRelationship(page, 'Colleague');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 3 of 4').waitFor();
    await page.getByLabel('Guarantor name').fill('Ngozi Okafor');
    await page.getByLabel('Guarantor phone').fill('08090000000');
    await page.getByLabel('Guarantor email').fill(guarantorEmail);
    await chooseRelationship(page, 'Family');
    await page.getByLabel('Guarantor occupation').fill('Civil servant');
    await page.getByLabel('Guarantor employer').fill('Lagos State Government');
    await page.getByLabel('Guarantor NIN number').fill('10987654321');
    await page.getByText('Your guarantor will receive an email to confirm').waitFor();
    await shoot(page, 'booking-step3-desktop-light');
    await page.getByRole('button', { name: 'Save and continue to payment' }).click();

    await page.getByText('Step 4 of 4').waitFor();
    await page.getByText('Application saved', { exact: true }).waitFor();
    await page.getByText(`We emailed Ngozi Okafor (${guarantorEmail})`, { exact: false }).waitFor();
  });

  it('the guarantor confirms through the emailed link in another browser', async () => {
    const mail = await latestEmail(guarantorEmail, 'named you as their guarantor');
    const link = /https?:\/\/\S+\/guarantor\/[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const guarantor = await (await newContext(browser, { phone: true })).newPage();
    await guarantor.goto(new URL(link!).pathname);
    await guarantor.getByText(listing.title).waitFor();
    await guarantor.getByLabel('Your full name').fill('Ngozi Okafor');
    await guarantor.getByRole('button', { name: 'Confirm, I am the guarantor' }).click();
    await guarantor.getByRole('heading', { name: 'You are the guarantor' }).waitFor();
    await guarantor.context().close();

    await page.reload();
    await page.getByText('Your guarantor has confirmed').waitFor();
    await shoot(page, 'booking-step4-desktop-light');
  });

  it('pays through the sandbox checkout and sees the paid total', async () => {
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: 'Pay with test card' }).click();
    await page.getByRole('heading', { name: 'Booking & Payment Completed' }).waitFor();
    await page.getByText(`${total} paid`).waitFor();
    await page.getByText(/contact you within 24-48 hours/).waitFor();
    reference = new URL(page.url()).searchParams.get('reference') ?? '';
    expect(reference).toMatch(/^RN-/);
    await shoot(page, 'booking-complete-desktop-light');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/tenant-dashboard$/);
  });

  it('finds the payment in Payment History and downloads its receipt', async () => {
    await page.goto('/payments');
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await row.getByText('Completed').waitFor();
    await row.getByText(total).waitFor();
    await shoot(page, 'payments-desktop-light');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Receipt/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`RentNaija-receipt-${reference}.pdf`);
    const text = await pdfText(await download.path());
    expect(text).toContain(reference);
    expect(text).toContain(total);
  });

  it('sees the application on My Applications as paid, with the guarantor confirmed', async () => {
    await page.goto('/applications');
    const card = page.getByRole('article').filter({ hasText: listing.title }).first();
    await card.getByText('Payment status').waitFor();
    await card.getByText('Guarantor confirmed').waitFor();
    expect(await card.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: /Pay now/ }).count()).resolves.toBe(0);
    await shoot(page, 'applications-desktop-light');
  });
});
