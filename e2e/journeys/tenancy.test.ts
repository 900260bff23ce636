import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira, lagosToday, moveInCost } from '@rentnaija/shared';
import { api, type Applicant, apiToken, applyFor, createTenant } from '../support/api.js';
import { launchBrowser, newContext, query, shoot } from '../support/browser.js';
import { signInToConsole, signInToSite, tableRow } from '../support/console.js';
import { LISTING_COLUMNS, type Listing } from '../support/listings.js';
import { runCustodySweep } from '../support/sweeps.js';

const LANDLORD = 'landlord@example.com';
/** The demo landlord's name as on their verified identity. */
const LANDLORD_KYC_NAME = 'Babatunde Adeyemi';

const TENANT: Applicant = {
  email: 'amaka.obi@example.com',
  firstName: 'Amaka',
  lastName: 'Obi',
  phone: '08035550202',
};
const SECOND_TENANT: Applicant = {
  email: 'femi.bello@example.com',
  firstName: 'Femi',
  lastName: 'Bello',
  phone: '08035550303',
};
const fullName = (a: Applicant) => `${a.firstName} ${a.lastName}`;

/** What a listing's tenant pays to move in, and what of it goes to the landlord after the keys. */
function moneyOf(listing: Listing) {
  const cost = moveInCost(listing);
  return {
    total: formatNaira(cost.total),
    rentAndFees: formatNaira(cost.total - listing.securityDeposit),
    deposit: formatNaira(listing.securityDeposit),
  };
}

/**
 * Opens `path` until `shown` is on it, once `ready` is: what the gateway settles by its webhooks
 * a moment later (a payout paid, a refund made) shows when the page is opened again.
 */
async function openUntilShown(page: Page, path: string, ready: Locator, shown: Locator) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        await ready.waitFor();
        return shown.count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
}

/** The landlord approves the applicant's application on their dashboard. */
async function approve(landlord: Page, applicant: Applicant) {
  await landlord.goto('/landlord-dashboard?tab=applications');
  const card = landlord.locator('.rn-dash-tenant', { hasText: fullName(applicant) });
  await card.getByText('Payment Pending').waitFor();
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = landlord.getByRole('dialog');
  await dialog.getByText(`This offers the home to ${fullName(applicant)}`).waitFor();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  // Decided: the card leaves the list of applications waiting.
  await card.waitFor({ state: 'detached' });
}

/** The tenant pays the move-in cost through the sandbox checkout; answers the tenancy's path. */
async function pay(tenant: Page, listing: Listing): Promise<string> {
  await tenant.goto(`/payment/${listing.id}`);
  await tenant.getByText('Step 4 of 4').waitFor();
  await tenant.getByRole('button', { name: 'Pay Now' }).click();
  await tenant.getByRole('button', { name: 'Pay with test card' }).click();
  await tenant.getByRole('heading', { name: 'Booking & Payment Completed' }).waitFor();
  await tenant.getByText(`${moneyOf(listing).total} paid`).waitFor();
  await tenant.goto('/tenancies');
  await tenant.getByRole('link', { name: listing.title }).click();
  await tenant.waitForURL(/\/tenancies\/[\w-]+$/);
  return new URL(tenant.url()).pathname;
}

/** Signs the agreement on the tenancy page open in `page`, as `name`. */
async function sign(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Review and sign' }).waitFor();
  await page.getByLabel('Your full name, as on your verified identity').fill(name);
  await page.getByLabel('I have read the agreement and sign it electronically').check();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await page.getByText('You signed the agreement').waitFor();
}

/** The tenant chooses today (West Africa Time) as the move-in date. */
async function moveInToday(tenant: Page) {
  await tenant.getByRole('textbox', { name: 'Move-in date' }).fill(lagosToday());
  await tenant.getByRole('button', { name: 'Save date' }).click();
  await tenant.getByText(/^Move-in date set: /).waitFor();
}

/**
 * Both parties sign the tenancy at `path` (the tenant first) and its tenant chooses today to move
 * in, through the API: the browsers did the same for the first tenancy.
 */
async function signAndChooseToday(applicant: Applicant, path: string) {
  const tenancy = `/api${path}`;
  const tenant = await apiToken(applicant.email);
  await api(`${tenancy}/sign`, {
    token: tenant,
    body: { fullName: fullName(applicant), consent: true },
  });
  await api(`${tenancy}/sign`, {
    token: await apiToken(LANDLORD),
    body: { fullName: LANDLORD_KYC_NAME, consent: true },
  });
  await api(`${tenancy}/move-in-date`, {
    token: tenant,
    method: 'PUT',
    body: { moveInDate: lagosToday() },
  });
}

describe('a tenancy from the application to the landlord’s payout, and a refunded one', () => {
  let browser: Browser;
  let tenant: Page;
  let landlord: Page;
  let listing: Listing;
  let refunded: Listing;
  let tenancyPath: string;
  let reference: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Two of the first demo landlord's available listings nobody applied for (not their
    // newest, which the viewings journey uses).
    [listing, refunded] = await query<Listing>(
      `SELECT ${LISTING_COLUMNS}
         FROM properties p JOIN users u ON u.id = p.landlord_id
        WHERE u.email = $1 AND p.is_approved AND p.status = 'available'
          AND p.archived_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM property_applications a WHERE a.property_id = p.id)
        ORDER BY p.created_at DESC OFFSET 1 LIMIT 2`,
      [LANDLORD],
    );
    await createTenant(TENANT, { nin: '55667788990' });
    await createTenant(SECOND_TENANT, { nin: '66778899001' });
    await applyFor(TENANT, listing.id);
    await applyFor(SECOND_TENANT, refunded.id);
    tenant = await (await newContext(browser)).newPage();
    landlord = await (await newContext(browser)).newPage();
    await signInToSite(tenant, TENANT.email);
    await signInToSite(landlord, LANDLORD);
  });
  afterAll(() => browser?.close());

  it('the landlord approves the application and the tenant pays to move in', async () => {
    await approve(landlord, TENANT);
    tenancyPath = await pay(tenant, listing);
    await tenant.getByText('Awaiting signatures', { exact: true }).waitFor();
    reference = (await tenant.getByText(/^Tenancy TN-/).textContent())!.replace('Tenancy ', '');
    const paid = tenant.getByRole('list').filter({ hasText: 'Total' });
    expect(await paid.textContent()).toContain(moneyOf(listing).total);
  });

  it('the tenant signs with their verified name; the landlord countersigns', async () => {
    // A name other than the one on their verified identity is refused on the field.
    await tenant.getByLabel('Your full name, as on your verified identity').fill('Amaka Obiora');
    await tenant.getByLabel('I have read the agreement and sign it electronically').check();
    await tenant.getByRole('button', { name: 'Sign the agreement' }).click();
    await tenant.locator('#rt-sign-name-error').waitFor();
    await sign(tenant, fullName(TENANT));
    await tenant.getByText(`Tenant: signed by ${fullName(TENANT)}`).waitFor();

    await landlord.goto(tenancyPath);
    await landlord.getByText(/^Countersign by /).waitFor();
    await sign(landlord, LANDLORD_KYC_NAME);
    await landlord.getByText(`Landlord: signed by ${LANDLORD_KYC_NAME}`).waitFor();
    await landlord.getByText('Awaiting move-in', { exact: true }).waitFor();
  });

  it('the tenant chooses today to move in and confirms the keys', async () => {
    await tenant.reload();
    await tenant.getByText('The agreement is signed by both.').waitFor();
    await moveInToday(tenant);
    await tenant.getByRole('button', { name: 'I have the keys' }).click();
    await tenant
      .getByText(`${moneyOf(listing).rentAndFees} of rent and fees is released to`)
      .waitFor();
    await tenant.getByRole('button', { name: 'I have the keys' }).last().click();
    await tenant.getByText('Handover confirmed. Welcome home!').waitFor();
    await tenant.getByText('Active', { exact: true }).waitFor();
    await tenant.getByText(/^Held until .*, then released to the landlord/).waitFor();
    await shoot(tenant, 'tenancy-moved-in-desktop-light');
  });

  it('the landlord sees the money held, then paid out a day after the keys', async () => {
    const money = moneyOf(listing);
    await landlord.goto('/payouts');
    const held = landlord.getByRole('listitem').filter({ hasText: listing.title });
    await held.getByText(money.total).waitFor();

    // A day passes: the handover is moved back 25 hours and the app's release sweep runs.
    await query(
      `UPDATE tenancies SET handed_over_at = handed_over_at - interval '25 hours'
       WHERE property_id = $1 AND state = 'active'`,
      [listing.id],
    );
    await runCustodySweep();

    const payout = landlord
      .getByRole('listitem', { name: `Payout of ${money.rentAndFees}` })
      .filter({ hasText: `Move-in rent and fees, tenancy ${reference}` });
    await openUntilShown(
      landlord,
      '/payouts',
      payout,
      payout.locator('.rn-status-tag', { hasText: 'Paid' }),
    );
    // The caution deposit stays held until the end of the tenancy.
    await held.getByText(money.deposit).waitFor();
    await shoot(landlord, 'payouts-paid-desktop-light');

    await landlord.goto(tenancyPath);
    await landlord.getByText(/^Rent and fees released to the landlord on /).waitFor();
  });

  it('a second tenant reports the home is not as advertised on the move-in day', async () => {
    await tenant.context().close();
    tenant = await (await newContext(browser)).newPage();
    await signInToSite(tenant, SECOND_TENANT.email);
    await approve(landlord, SECOND_TENANT);
    tenancyPath = await pay(tenant, refunded);
    await signAndChooseToday(SECOND_TENANT, tenancyPath);
    await tenant.reload();
    await tenant.getByText('Awaiting move-in', { exact: true }).waitFor();

    await tenant
      .getByLabel('What is wrong')
      .fill('Not as advertised: there is no running water and the second bedroom is missing.');
    await tenant.getByRole('button', { name: 'Report a problem' }).click();
    await tenant.getByRole('button', { name: 'Report', exact: true }).click();
    await tenant.getByText('Problem reported. The money stays held').waitFor();
    await tenant.getByText('This tenancy is disputed').waitFor();
  });

  it('an admin refunds them in full from the console', async () => {
    const admin = await (await newContext(browser)).newPage();
    await signInToConsole(admin, 'admin@example.com');
    await admin.getByRole('menuitem', { name: 'Disputes', exact: true }).click();
    await tableRow(admin, refunded.title).click();
    await admin
      .getByText('Not as advertised: there is no running water', { exact: false })
      .waitFor();
    await admin.getByRole('button', { name: 'Full refund' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(`${moneyOf(refunded).total} (everything paid to move in)`).waitFor();
    await dialog
      .getByLabel('Reason (the tenant and the landlord read it)')
      .fill('The photos on the listing show a home that does not match.');
    await dialog.getByRole('button', { name: 'Refund in full' }).click();
    await admin.getByText('Dispute decided').waitFor();
    await shoot(admin, 'console-dispute-refunded-desktop-light');
    await admin.context().close();
  });

  it('the tenant sees the tenancy cancelled and the refund; the home is available again', async () => {
    const total = moneyOf(refunded).total;
    await tenant.reload();
    await tenant.getByText('This tenancy is cancelled').waitFor();
    await tenant.getByText(`${total} is being refunded to the tenant.`).waitFor();

    const row = tenant.getByRole('row').filter({ hasText: refunded.title });
    await openUntilShown(tenant, '/payments', row.getByText(total), row.getByText('Refunded'));
    await shoot(tenant, 'payments-refunded-desktop-light');

    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`/property/${refunded.id}`);
    await visitor.getByRole('heading', { name: refunded.title }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Book Now' }).first().isEnabled()).toBe(true);
    expect(await visitor.getByText('cannot be booked').count()).toBe(0);
  });
});
