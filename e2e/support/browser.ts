import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * Waits (up to 3 s) until no finite CSS animation or transition is running: a colour caught
 * half-way through a button's transition after a click or an upload is not the page's colour,
 * and axe would read it as a contrast failure. Endless ones (spinners, skeletons) are ignored.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * Serious and critical accessibility violations on the current page (or within `selector`), by
 * every rule of axe or only `rules` (a theme switch, which changes colours, needs only contrast).
 */
export async function seriousViolations(page: Page, selector?: string, rules?: string[]) {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  if (selector) builder = builder.include(selector);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/**
 * True when the page is wider than the viewport it was opened in (horizontal scroll). Measured
 * against the context's width, not `window.innerWidth`: a phone browser widens its layout
 * viewport to fit a page that overflows (zoomed out), and innerWidth grows with it.
 */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate(
    (viewport) => document.documentElement.scrollWidth > Math.min(viewport, window.innerWidth) + 1,
    width,
  );
}

/** Reads the test database directly. */
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

/** Undoes quoted-printable encoding, enough to read links and text. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for the newest email to `to` whose subject contains `subject`; returns it decoded. */
export async function latestEmail(
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readdirSync(dir)
      .sort()
      .reverse()
      .map(
        (name) =>
          JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string[]; raw: string },
      )
      .filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()))
      .map((m) => decodeQuotedPrintable(m.raw))
      .filter((text) => /^Subject: (.*)$/m.exec(text)?.[1]?.includes(subject));
    if (mails[0]) return mails[0];
    if (Date.now() > deadline) throw new Error(`no email "${subject}" for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Discards the server's drafts of `email`: a journey that stopped half-way through a form (or
 * checked only its first steps) leaves one, and the next journey's form would resume it.
 */
export async function forgetDrafts(email: string): Promise<void> {
  await query(`DELETE FROM drafts WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [
    email,
  ]);
}
