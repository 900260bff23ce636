import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pg from 'pg';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

const SHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface ContextOptions {
  phone?: boolean;
  dark?: boolean;
}

export function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    isMobile: options.phone ?? false,
    hasTouch: options.phone ?? false,
    colorScheme: options.dark ? 'dark' : 'light',
  });
}

/** Saves a full-page screenshot (git-ignored) for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Serious and critical accessibility violations on the current page. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** True when the page is wider than the viewport (horizontal scroll). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Reads the test database directly (e.g. the email outbox). */
export async function query<T = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits for the newest email to `to` and returns its plain-text body. */
export async function latestEmail(
  to: string,
  template: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await query<{ text_body: string | null }>(
      `SELECT text_body FROM email_outbox WHERE lower(to_address) = lower($1) AND template = $2 AND text_body IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      [to, template],
    );
    if (rows[0]?.text_body) return rows[0].text_body;
    if (Date.now() > deadline) throw new Error(`no ${template} email for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
