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
const OPEN_LISTING = `SELECT p.id FROM properties p WHERE $1::text IS NOT NULL
  AND p.is_approved AND p.status = 'available' AND p.archived_at IS NULL
  ORDER BY p.created_at LIMIT 1`;

/** Public screens as a signed-in tenant or landlord sees them: the home page and a listing. */
async function publicRoutes(email: string): Promise<string[]> {
  return ['/', `/property/${await firstId(OPEN_LISTING, email)}`];
}

/** Every signed-in screen of the site, by role (the staff's are the site's own staff pages). */
async function routesOf(role: Role): Promise<string[]> {
  const email = ACCOUNTS[role];
  switch (role) {
    case 'tenant':
      return [
        ...(await publicRoutes(email)),
        `/payment/${await firstId(OPEN_LISTING, email)}`,
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
        ...(await publicRoutes(email)),
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
 * Switches the system colour scheme under the open page, and waits for the site to follow it
 * (a route that leads staff to the console shows the console, which follows it by itself).
 */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((t) => {
    const shown = document.documentElement.dataset.theme;
    return shown === undefined || shown === t;
  }, theme);
  // Colours change through transitions: contrast is measured once they have ended.
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some((a) => a instanceof CSSTransition && a.playState === 'running'),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** The phone widths every screen must fit: a small Android and an iPhone. */
const WIDTHS = [390, 320];

/** Where the document is wider than the phone's screen, at each width. */
async function overflow(page: Page, route: string): Promise<string[]> {
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) wide.push(`${route} at ${width} px: ${scrollWidth} px`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  return wide;
}

/**
 * Every signed-in screen, for each role, opened once on a phone: axe in the light and the dark
 * theme (no serious or critical finding), and nothing wider than a 390 px or a 320 px screen.
 * (The screens anyone opens signed out are checked in the accessibility and phone-layout
 * journeys.)
 */
describe('the signed-in screens on a phone: accessible in both themes, and fitting', () => {
  let browser: Browser;
  const started = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    console.info(`accessibility-signed-in: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it.each(['tenant', 'landlord', 'admin'] as const)(
    'every screen of the %s',
    async (role) => {
      const context = await newContext(browser, { phone: true });
      const page = await context.newPage();
      try {
        await signInToSite(page, ACCOUNTS[role]);
        const found: Record<string, unknown> = {};
        const wide: string[] = [];
        for (const route of await routesOf(role)) {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(route);
          await settled(page);
          for (const theme of ['light', 'dark'] as const) {
            await useTheme(page, theme);
            // The dark theme changes colours only: every rule in light, contrast again in dark.
            const violations = await seriousViolations(
              page,
              undefined,
              theme === 'dark' ? ['color-contrast'] : undefined,
            );
            if (violations.length > 0) found[`${route} (${theme})`] = violations;
          }
          wide.push(...(await overflow(page, route)));
        }
        expect(found).toEqual({});
        expect(wide).toEqual([]);
      } finally {
        await context.close();
      }
    },
    420_000,
  );
});
