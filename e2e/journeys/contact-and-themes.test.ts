import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  shoot,
} from '../support/browser.js';

describe('contact form, dark mode and a phone-sized screen', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a message through the contact form and resets it', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/contact');
    await page.getByLabel('Full name').fill('Musa Danjuma');
    await page.getByLabel('Email').fill('musa@example.com');
    await page.getByLabel('Category').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Payment Issues' }).click();
    await page.getByLabel('Subject').fill('Refund of a duplicate payment');
    await page
      .getByLabel('Message', { exact: true })
      .fill('I was charged twice for the same flat in Gwarinpa.');
    await page.getByRole('button', { name: /Send/ }).click();
    await page
      .getByText(/message has been sent|Message sent|Thank you/i)
      .first()
      .waitFor();
    const rows = await query<{ subject: string }>(
      `SELECT subject FROM contact_messages WHERE email = 'musa@example.com'`,
    );
    expect(rows).toEqual([{ subject: 'Refund of a duplicate payment' }]);
    // The form keeps what was sent while the 3 s success message shows, then clears.
    expect(await page.getByLabel('Subject').inputValue()).toBe('Refund of a duplicate payment');
    await page.waitForTimeout(3500);
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
  });

  it('renders every main page dark on a 390 px phone without horizontal scroll', async () => {
    const page = await (await newContext(browser, { phone: true, dark: true })).newPage();
    for (const path of ['/', '/properties', '/login', '/register', '/help', '/about', '/contact']) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = (bg.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
      expect(r + g + b, `${path} background ${bg}`).toBeLessThan(150);
      expect(await overflowsHorizontally(page), `${path} overflows`).toBe(false);
      await shoot(page, `phone-dark${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
    }
    await page.goto('/help');
  });
});
