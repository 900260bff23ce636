import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { lagosToday } from '@rentnaija/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, applyFor, createTenant } from '../support/api.js';
import { launchBrowser, newContext, query, shoot } from '../support/browser.js';
import { signInToConsole, signInToSite } from '../support/console.js';

/** A date `days` ahead in West Africa Time. */
const inDays = (days: number) => lagosToday(new Date(Date.now() + days * 86_400_000));

/** Clicks Add to calendar on the viewing's card and answers the downloaded file's text. */
async function downloadInvite(page: Page, viewingId: string): Promise<string> {
  const card = page.locator(`#viewing-${viewingId}`);
  await card.getByRole('button', { name: 'Add to calendar' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^viewing-\d{4}-\d{2}-\d{2}-\d{4}\.ics$/);
  return readFileSync((await download.path())!, 'utf8');
}

describe('calendar and texts', () => {
  let browser: Browser;
  let listing: { id: string; title: string; location: string };
  let viewingId: string;
  const date = inDays(5);

  beforeAll(async () => {
    browser = await launchBrowser();
    [listing] = await query<{ id: string; title: string; location: string }>(
      `SELECT p.id, p.title, p.location FROM properties p JOIN users u ON u.id = p.landlord_id
       WHERE u.email = 'landlord@example.com' AND p.is_approved AND p.status = 'available'
       ORDER BY p.created_at ASC LIMIT 1`,
    );
    // The demo tenant asks for a physical viewing; the landlord confirms it.
    const requested = await api<{ id: string }>('/api/viewings', {
      token: await apiToken('tenant@example.com'),
      body: {
        propertyId: listing.id,
        viewingDate: date,
        viewingTime: '11:30',
        viewingType: 'physical',
      },
    });
    viewingId = requested.id;
    await api(`/api/viewings/${viewingId}/confirm`, {
      token: await apiToken('landlord@example.com'),
      body: {},
    });
  });
  afterAll(() => browser?.close());

  it('gives both parties of a confirmed viewing Add to calendar, with the invite in WAT at the address', async () => {
    const compact = date.replace(/-/g, '');
    for (const [email, options, name] of [
      ['tenant@example.com', { phone: true }, 'calendar-tenant-phone-light'],
      ['landlord@example.com', { dark: true }, 'calendar-landlord-desktop-dark'],
    ] as const) {
      const context = await newContext(browser, options);
      const page = await context.newPage();
      await signInToSite(page, email);
      // The link viewing emails carry opens the schedule on this viewing.
      await page.goto(`/schedule?viewing=${viewingId}`);
      const card = page.locator(`#viewing-${viewingId}`);
      await card.waitFor();
      expect(await card.getAttribute('aria-current')).toBe('true');
      const google = card.getByRole('link', { name: /Google Calendar/ });
      const href = new URL((await google.getAttribute('href'))!);
      expect(href.host).toBe('calendar.google.com');
      expect(href.searchParams.get('dates')).toBe(`${compact}T103000Z/${compact}T110000Z`);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, name);

      const ics = await downloadInvite(page, viewingId);
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(`DTSTART;TZID=Africa/Lagos:${compact}T113000`);
      expect(ics).toContain('TZID:Africa/Lagos');
      // Long lines are folded (RFC 5545): unfold before looking for the address.
      const unfolded = ics.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(`LOCATION:${listing.location.replace(/,/g, '\\,')}`);
      expect(unfolded).toContain(`SUMMARY:Viewing: ${listing.title.replace(/,/g, '\\,')}`);
      await context.close();
    }
  });

  it('shows the text a guarantor request sent in the console’s Text messages', async () => {
    const applicant = {
      email: 'amaka.texts@example.com',
      firstName: 'Amaka',
      lastName: 'Nwosu',
      phone: '08034440000',
    };
    await createTenant(applicant);
    await applyFor(applicant, listing.id);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInToConsole(page, 'admin@example.com');
    await page.goto('/admin/text-messages');
    const row = page.getByRole('row').filter({ hasText: '+2348039990000' }).first();
    await row.waitFor({ timeout: 15_000 });
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Amaka Nwosu named you as guarantor');
    // The one-time link is sealed: staff never see a usable one.
    expect(text).not.toMatch(/\/guarantor\/[A-Za-z0-9_-]{20,}/);
    await shoot(page, 'console-text-messages-desktop-light');
    await context.close();
  });

  it('asks a tenant without a verified phone for one on the dashboard', async () => {
    for (const [options, name] of [
      [{ phone: true }, 'text-prompt-dashboard-phone-light'],
      [{ phone: true, dark: true }, 'text-prompt-dashboard-phone-dark'],
      [{}, 'text-prompt-dashboard-desktop-light'],
    ] as const) {
      const context = await newContext(browser, options);
      const page = await context.newPage();
      await signInToSite(page, 'amaka.texts@example.com');
      await page.getByRole('heading', { name: /alerts you cannot miss/ }).waitFor();
      await page.getByRole('radio', { name: 'WhatsApp' }).waitFor();
      await shoot(page, name);
      await context.close();
    }
  });
});
