import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../support/api.js';
import {
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  shoot,
} from '../support/browser.js';
import { signInToSite } from '../support/console.js';

const TENANT = {
  email: 'folake.profile@example.com',
  firstName: 'Folake',
  lastName: 'Adeyemi',
  phone: '08035550101',
};

describe('a tenant shares their renter profile by a link that expires', () => {
  let browser: Browser;
  let tenant: Page;
  let link = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    tenant = await (await newContext(browser, { phone: true })).newPage();
    await createTenant(TENANT);
  });
  afterAll(() => browser?.close());

  it('fills the profile on a phone, chooses what shows and makes a link', async () => {
    await signInToSite(tenant, TENANT.email);
    await tenant.goto('/renter-profile');
    await tenant.getByRole('heading', { name: 'Folake Adeyemi' }).waitFor();
    await tenant.getByLabel('Occupation', { exact: true }).fill('Pharmacist');
    await tenant.getByLabel('Employer', { exact: true }).fill('HealthPlus');
    await tenant.getByLabel('Monthly income (₦)').fill('750000');
    await tenant.getByLabel('A few words for landlords (optional)').fill('Non-smoker, no pets.');
    await tenant.getByRole('button', { name: 'Save profile' }).click();
    await tenant.getByText('Renter profile saved').waitFor();

    await tenant.getByRole('button', { name: 'Make a link' }).click();
    const field = tenant.getByRole('textbox', { name: 'Shared link' });
    await field.waitFor();
    link = await field.inputValue();
    expect(link).toMatch(/\/shared-profile\/[0-9a-f-]{36}_[\w-]+$/);
    expect(await overflowsHorizontally(tenant)).toBe(false);
    await shoot(tenant, 'renter-profile-phone');
  });

  it('opens signed out in a new context, showing only what the tenant chose', async () => {
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(new URL(link).pathname);
    await visitor.getByRole('heading', { name: 'Folake Adeyemi' }).waitFor();
    await visitor.getByText('Pharmacist').waitFor();
    expect(await visitor.getByText('₦750,000').count()).toBe(1);
    expect(await visitor.getByText('Non-smoker, no pets.').count()).toBe(1);
    // Reference and guarantor were not chosen: they do not show.
    expect(await visitor.getByRole('heading', { name: 'Guarantor' }).count()).toBe(0);
    expect(await visitor.getByRole('link', { name: 'Login' }).count()).toBeGreaterThan(0);
    await shoot(visitor, 'renter-profile-shared-desktop');

    const dark = await (await newContext(browser, { phone: true, dark: true })).newPage();
    await dark.goto(new URL(link).pathname);
    await dark.getByText('Pharmacist').waitFor();
    expect(await overflowsHorizontally(dark)).toBe(false);
    await shoot(dark, 'renter-profile-shared-phone-dark');
  });

  it('stops opening once it has expired', async () => {
    const id = new URL(link).pathname.split('/').at(-1)!.slice(0, 36);
    await query(
      `UPDATE renter_profile_shares SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(new URL(link).pathname);
    await visitor.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(await visitor.getByText('Pharmacist').count()).toBe(0);
  });
});
