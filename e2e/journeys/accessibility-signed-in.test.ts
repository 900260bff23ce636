import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, query, seriousViolations } from '../support/browser.js';
import { signInToSite } from '../support/console.js';

type Role = 'tenant' | 'landlord' | 'admin';

const ACCOUNTS: Record<Role, string> = {
  tenant: 'tenant@example.com',
  landlord: 'landlord@example.com',
  admin: 'admin@example.com',
};

/** One record of the demo data, for the routes that name one. */
async function firstId(sql: string, email: string): Promise<string> {
  const [row] = await query<{ id: string }>(sql, [email]);
  if (!row) throw new Error(`No demo record for ${email}: ${sql}`);
  return row.id;
}
const OWN_TENANCY = `SELECT t.id FROM tenancies t JOIN users u ON u.id = t.tenant_id OR u.id = t.landlord_id
  WHERE u.email = $1 ORDER BY t.created_at DESC LIMIT 1`;
const OWN_APPLICATION = `SELECT a.id FROM property_applications a JOIN users u ON u.id = a.landlord_id
  WHERE u.email = $1 ORDER BY a.created_at DESC LIMIT 1`;
const OWN_LISTING = `SELECT p.id FROM properties p JOIN users u ON u.id = p.landlord_id
  WHERE u.email = $1 AND p.archived_at IS NULL ORDER BY p.created_at DESC LIMIT 1`;
const ANY_LISTING = `SELECT p.id FROM properties p WHERE $1::text IS NOT NULL
  AND p.archived_at IS NULL ORDER BY p.created_at DESC LIMIT 1`;

/** Every signed-in screen of the site, by role (the staff's are the site's own staff pages). */
async function routesOf(role: Role): Promise<string[]> {
  const email = ACCOUNTS[role];
  switch (role) {
    case 'tenant':
      return [
        '/tenant-dashboard',
        '/saved-properties',
        '/applications',
        '/payments',
        '/tenancies',
        `/tenancies/${await firstId(OWN_TENANCY, email)}`,
        '/schedule',
        '/messages',
        '/kyc',
        '/settings',
      ];
    case 'landlord':
      return [
        '/landlord-dashboard',
        '/landlord-dashboard?tab=properties',
        '/property-management',
        '/analytics',
        '/applications',
        `/applications/${await firstId(OWN_APPLICATION, email)}`,
        '/payments',
        '/payouts',
        '/tenancies',
        `/tenancies/${await firstId(OWN_TENANCY, email)}`,
        '/schedule',
        '/landlord/schedule-viewing',
        '/messages',
        '/list-property',
        `/property/${await firstId(OWN_LISTING, email)}/edit`,
        '/kyc',
        '/settings',
      ];
    case 'admin':
      return [
        '/admin-dashboard',
        `/properties/${await firstId(ANY_LISTING, email)}`,
        '/messages',
        '/settings',
      ];
  }
}

/** Waits until the screen has its data: no request in flight, no skeleton or busy region. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () => !document.querySelector('.ant-skeleton, [aria-busy="true"], .ant-spin-spinning'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * axe on every signed-in screen, for each role, in the light and the dark theme, on a 390 px
 * phone: no serious or critical finding. One browser context per role and theme, one page
 * reused for all its screens, so the whole run stays short.
 */
describe('accessibility of the signed-in screens on a phone', () => {
  let browser: Browser;
  const started = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    console.info(`accessibility-signed-in: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  const cases = (['tenant', 'landlord', 'admin'] as const).flatMap((role) =>
    [false, true].map((dark) => [role, dark ? 'dark' : 'light', dark] as const),
  );

  it.each(cases)(
    'every screen of the %s, %s theme',
    async (role, _theme, dark) => {
      const context = await newContext(browser, { phone: true, dark });
      const page = await context.newPage();
      try {
        await signInToSite(page, ACCOUNTS[role]);
        const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
        for (const route of await routesOf(role)) {
          await page.goto(route);
          await settled(page);
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[route] = violations;
        }
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    },
    420_000,
  );
});
