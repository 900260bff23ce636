import { LISTING_MESSAGES } from '@rentnaija/shared';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  latestEmail,
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  seriousViolations,
  shoot,
} from '../support/browser.js';
import { runFreshnessSweep } from '../support/sweeps.js';

const PASSWORD = 'Lekki#Homes2026';

/** The new-listing draft the server keeps for the landlord (null for none). */
async function listingDraft(email: string): Promise<Record<string, unknown> | null> {
  const [row] = await query<{ data: Record<string, unknown> }>(
    `SELECT d.data FROM drafts d JOIN users u ON u.id = d.user_id
      WHERE u.email = $1 AND d.kind = 'listing' AND d.key = ''`,
    [email],
  );
  return row?.data ?? null;
}

/** Keeps `draft` as the landlord's new-listing draft, on `step` (from 1). */
async function keepListingDraft(email: string, step: number, draft: unknown): Promise<void> {
  await query(
    `INSERT INTO drafts (user_id, kind, key, step, data)
     SELECT id, 'listing', '', $2, $3::jsonb FROM users WHERE email = $1
     ON CONFLICT (user_id, kind, key)
     DO UPDATE SET step = EXCLUDED.step, data = EXCLUDED.data, updated_at = now()`,
    [email, step - 1, JSON.stringify({ version: 1, step, draft })],
  );
}
const TITLE = `Bright 2-bedroom flat in Yaba ${Date.now()}`;
const MODES = [
  { phone: true, dark: false, name: 'phone-light' },
  { phone: true, dark: true, name: 'phone-dark' },
  { phone: false, dark: false, name: 'desktop-light' },
  { phone: false, dark: true, name: 'desktop-dark' },
];

/** Two JPEG photos made for the test (grainy, so a few hundred KB: their upload takes a moment). */
async function photos(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'rn-photos-'));
  return Promise.all(
    [1, 2].map(async (n) => {
      const file = join(dir, `room-${n}.jpg`);
      const noise = { type: 'gaussian' as const, mean: 90 + n * 40, sigma: 30 };
      writeFileSync(
        file,
        await sharp({
          create: { width: 900, height: 600, channels: 3, background: '#777777', noise },
        })
          .jpeg({ quality: 90 })
          .toBuffer(),
      );
      return file;
    }),
  );
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const signInToken = async (email: string, password: string) =>
  (
    await api<{ accessToken: string }>('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    })
  ).accessToken;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const next = (page: Page) => page.getByRole('button', { name: /Next/ }).click();

describe('a landlord lists a property through the wizard', () => {
  let browser: Browser;
  let page: Page;
  const email = `chidi.${Date.now()}@example.com`;
  let listingId: string;
  let stored: { draft: unknown };

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    // A new landlord account, confirmed through its emailed link.
    await api('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ name: 'Chidi Okafor', email, password: PASSWORD, role: 'landlord' }),
    });
    const mail = await latestEmail(email, 'Confirm your email address');
    const token = /\/auth\/callback\?token=([\w-]+)/.exec(mail)?.[1];
    await api('/api/auth/confirm-email', { method: 'POST', body: JSON.stringify({ token }) });
  });
  afterAll(() => browser?.close());

  it('asks a visitor to sign in, then brings them back to the wizard', async () => {
    await page.goto('/list-property');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByText(LISTING_MESSAGES.loginRequired).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/login$/);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(/\/list-property$/);
    await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
  });

  it('has no listings yet: property management leads to the wizard', async () => {
    await page.goto('/property-management');
    await page.getByText('No properties yet').waitFor();
    await shoot(page, 'property-management-empty-desktop-light');
    await page.locator('#main').getByRole('link', { name: 'List Your Property' }).click();
    await page.waitForURL(/\/list-property$/);
  });

  it('checks step 1 and names what is missing', async () => {
    await page.getByText('Step 1 of 4').waitFor();
    expect(await page.getByRole('button', { name: /Previous/ }).isDisabled()).toBe(true);
    await next(page);
    const errors = page.locator('.lw-errors');
    await errors.getByText(LISTING_MESSAGES.fixErrors).waitFor();
    await errors.getByText(LISTING_MESSAGES.titleRequired).waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('lw-errors');
    await shoot(page, 'wizard-step1-errors-desktop-light');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Title').fill(TITLE);
    await page
      .getByLabel('Description')
      .fill('A quiet street off Herbert Macaulay Way. Prepaid meter, borehole.');
    await page.getByText('Flat', { exact: true }).click();
    await page.getByLabel('Size (m²)').fill('85');
    await page
      .getByRole('radiogroup', { name: 'Bedrooms' })
      .getByText('2', { exact: true })
      .click();
    await page
      .getByRole('radiogroup', { name: 'Bathrooms' })
      .getByText('2', { exact: true })
      .click();
    await next(page);
    await page.getByRole('heading', { name: 'Location' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Location');
  });

  it('fills the location: the state follows the city', async () => {
    await page.getByLabel('Street address').fill('12 Herbert Macaulay Way, Yaba');
    await page.getByLabel('City').click();
    await page.locator('.ant-select-item-option[title="Lagos"]').click();
    const stateField = page.locator('.ant-form-item').filter({ has: page.locator('#lw-state') });
    await stateField.getByText('Lagos State', { exact: true }).waitFor();
    await page.getByLabel('ZIP code').fill('101245');
    await next(page);
    await page.getByRole('heading', { name: 'Pricing & Amenities' }).waitFor();
  });

  it('prices it and sees the move-in total tenants will see', async () => {
    await page.getByLabel('Monthly rent', { exact: true }).fill('350000');
    await page.getByLabel('Service charge per month').fill('25000');
    await page
      .getByLabel('What the service charge covers')
      .fill('Estate security and waste collection');
    await page.getByLabel('WiFi').check();
    await page.getByLabel('Prepaid meter').check();
    const preview = page.getByRole('region', { name: 'What a tenant pays to move in' });
    await preview.getByText('No agency fee').waitFor();
    // Rent ₦350,000 + service charge ₦25,000 + the suggested deposit of one month's rent.
    await preview.getByText('₦725,000').waitFor();
    await shoot(page, 'wizard-step3-desktop-light');
    await next(page);
    await page.getByRole('heading', { name: 'Photos & Review' }).waitFor();
  });

  it('uploads two photos, each with its progress, and reviews the listing', async () => {
    // A slow mobile connection, so the progress of each file can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.locator('#lw-images').setInputFiles(await photos());
    // Part of the file sent, not yet all of it.
    const bar = page.getByRole('progressbar', { name: 'Uploading room-1.jpg' });
    const sent = async () => Number(await bar.getAttribute('aria-valuenow', { timeout: 1000 }));
    await expect
      .poll(sent, { timeout: 20_000, interval: 50 })
      .toSatisfy((percent: number) => percent > 0 && percent < 100);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const thumbs = page.getByRole('list', { name: 'Photos of this listing' }).getByRole('listitem');
    await expect.poll(() => thumbs.count(), { timeout: 30_000 }).toBe(2);
    expect(await thumbs.getByText('File', { exact: true }).count()).toBe(2);
    const review = page.getByRole('region', { name: 'Review your listing' });
    await review.getByText(TITLE).waitFor();
    await review.getByText('2 photos').waitFor();
    await review.getByText('₦725,000').waitFor();
    // The draft is kept on the server once typing pauses.
    await expect
      .poll(async () => ((await listingDraft(email))?.draft as { photos?: unknown[] })?.photos)
      .toHaveLength(2);
    stored = (await listingDraft(email)) as { draft: unknown };
    await shoot(page, 'wizard-step4-desktop-light');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('submits: the success message, and the form back at an empty step 1', async () => {
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await page.getByText(LISTING_MESSAGES.listed).waitFor();
    await page.getByText('Step 1 of 4').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await listingDraft(email)).toBeNull();
    await shoot(page, 'wizard-success-desktop-light');
    const [row] = await query<{ id: string; moderation_status: string; images: unknown[] }>(
      'SELECT id, moderation_status, images FROM properties WHERE title = $1',
      [TITLE],
    );
    expect(row.moderation_status).toBe('pending');
    expect(row.images).toHaveLength(2);
    listingId = row.id;
  });

  it('finds it on property management, waiting for review', async () => {
    await page.getByRole('link', { name: 'Go to Property Management' }).click();
    await page.waitForURL(/\/property-management$/);
    const item = page.getByRole('listitem').filter({ hasText: TITLE });
    await item.getByText('Pending review').waitFor();
    await item.getByText(/Waiting for review/).waitFor();
    await shoot(page, 'property-management-pending-desktop-light');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reaches the moderation queue of the console', async () => {
    const admin = await signInToken('admin@example.com', 'Rentals#2026');
    const queue = await api<{ id: string; title: string; images: unknown[] }[]>(
      `/api/admin/properties?filter=${encodeURIComponent(JSON.stringify({ moderationStatus: 'pending' }))}`,
      { token: admin },
    );
    expect(queue.find((p) => p.id === listingId)).toMatchObject({ title: TITLE });

    const staff = await (await newContext(browser)).newPage();
    await staff.goto('/admin');
    await staff.getByLabel('Email').fill('admin@example.com');
    await staff.getByRole('textbox', { name: 'Password' }).fill('Rentals#2026');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('menuitem', { name: 'Listings' }).click();
    await staff.getByRole('row').filter({ hasText: TITLE }).waitFor();
    await staff.close();
  });

  it('sees a rejection with its reason, edits and resubmits it', async () => {
    const admin = await signInToken('admin@example.com', 'Rentals#2026');
    await api(`/api/admin/properties/${listingId}/reject`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ reason: 'Add a photo of the kitchen and the street.' }),
    });
    await page.reload();
    const item = page.getByRole('listitem').filter({ hasText: TITLE });
    await item.getByText('Reason: Add a photo of the kitchen and the street.').waitFor();
    await shoot(page, 'property-management-rejected-desktop-light');
    await item.getByRole('link', { name: 'Edit and resubmit' }).click();
    await page.waitForURL(new RegExp(`/property/${listingId}/edit$`));
    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    for (const step of ['Location', 'Pricing & Amenities', 'Photos & Review']) {
      await next(page);
      await page.getByRole('heading', { name: step }).waitFor();
    }
    await page.getByLabel('Video tour URL').fill('https://www.youtube.com/watch?v=abc123');
    await page.getByText('Saving sends your listing back to our team for review.').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/property-management$/);
    await page.getByText(LISTING_MESSAGES.updated).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: TITLE })
      .getByText('Pending review')
      .waitFor();
  });

  it('once approved, a material edit waits for review while the rent applies at once', async () => {
    const admin = await signInToken('admin@example.com', 'Rentals#2026');
    await api(`/api/admin/properties/${listingId}/approve`, { method: 'POST', token: admin });
    await page.goto(`/property/${listingId}/edit`);
    await page.getByLabel('Title').fill(`${TITLE} (renovated)`);
    await next(page);
    await next(page);
    await page.getByLabel('Monthly rent', { exact: true }).fill('360000');
    await next(page);
    const changes = page.getByRole('region', { name: 'When you save' });
    await changes.getByText(/Waits for review:/).waitFor();
    expect(await changes.textContent()).toContain('Title');
    expect(await changes.textContent()).toContain('Applies at once: Monthly rent');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/property-management$/);
    const item = page.getByRole('listitem').filter({ hasText: TITLE });
    await item.getByText('Changes waiting for review').waitFor();
    await item.getByText('₦360,000').waitFor();
    await shoot(page, 'property-management-approved-desktop-light');
    const [row] = await query<{ title: string; price: number }>(
      'SELECT title, price FROM properties WHERE id = $1',
      [listingId],
    );
    expect(row).toEqual({ title: TITLE, price: 360_000 });
  });

  it('fifteen days unconfirmed it may no longer be available; the emailed link confirms it once', async () => {
    // Its last confirmation fifteen days back; the hourly sweep runs.
    await query(
      `UPDATE properties SET confirmed_available_at = now() - interval '15 days' WHERE id = $1`,
      [listingId],
    );
    await runFreshnessSweep(new Date(Date.now() + 3600_000));
    await page.goto(`/property/${listingId}`);
    await page.getByText('May no longer be available').waitFor();
    const mail = await latestEmail(email, 'Is it still available?');
    const link = /\/confirm-listing\/[\w-]+/.exec(mail)![0];
    await page.goto(link);
    await page.getByRole('button', { name: 'Yes, it is still available' }).click();
    await page.getByRole('heading', { name: 'Confirmed available' }).waitFor();
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    await page.goto('/property-management');
    const item = page.getByRole('listitem').filter({ hasText: TITLE });
    await item.getByText('Confirmed available today').waitFor();
  });

  it('looks right on phones and in dark mode at every step', async () => {
    for (const mode of MODES) {
      const context = await newContext(browser, mode);
      const p = await context.newPage();
      await p.goto('/list-property');
      await p.getByRole('heading', { name: 'Authentication Required' }).waitFor();
      await shoot(p, `wizard-visitor-${mode.name}`);
      await p.getByRole('link', { name: 'Sign In' }).click();
      await signIn(p, email, PASSWORD);
      await p.waitForURL(/\/list-property$/);
      for (const step of [1, 2, 3, 4]) {
        await keepListingDraft(email, step, stored.draft);
        await p.goto(`/list-property?step=${step}`);
        await p.getByText(`Step ${step} of 4`).waitFor();
        await p.waitForLoadState('networkidle');
        expect(await overflowsHorizontally(p)).toBe(false);
        await shoot(p, `wizard-step${step}-${mode.name}`);
        if (mode.dark) expect(await seriousViolations(p)).toEqual([]);
      }
      await p.goto('/property-management');
      await p.getByRole('listitem').filter({ hasText: TITLE }).waitFor();
      expect(await overflowsHorizontally(p)).toBe(false);
      await shoot(p, `property-management-${mode.name}`);
      if (mode.dark) expect(await seriousViolations(p)).toEqual([]);
      await context.close();
    }
    // Three themes and sizes, each through every step with screenshots and an accessibility
    // scan: about a minute on two quiet cores.
  }, 150_000);
});
