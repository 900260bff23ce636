import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, launchBrowser, newContext, shoot } from '../support/browser.js';

describe('a new tenant', () => {
  let browser: Browser;
  let page: Page;
  const email = `ifeoma.${Date.now()}@example.com`;
  const password = 'Lagos#Rent2026';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  });
  afterAll(() => browser?.close());

  it('is sent to sign in when opening Saved Properties', async () => {
    await page.goto('/saved-properties');
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await shoot(page, 'login-desktop-light');
  });

  it('registers and is told to confirm the email', async () => {
    await page.getByRole('link', { name: 'Register' }).last().click();
    await page.waitForURL(/\/register$/);
    await page.getByLabel('Full name').fill('Ifeoma Nnaji');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('Lagos#Rent');
    await expect(page.getByRole('button', { name: 'Create account' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.getByLabel('Confirm password').fill(password);
    await shoot(page, 'register-desktop-light');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText(
        'Registration successful! Please check your email for a confirmation link, then return to login.',
      )
      .waitFor();
    await page.waitForURL(/\/login$/, { timeout: 6000 });
  });

  it('confirms through the emailed link and lands signed in on the tenant dashboard', async () => {
    const body = await latestEmail(email, 'Confirm your email address');
    const link = /https?:\/\/\S+\/auth\/callback\?token=[\w-]+/.exec(body)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByText('Email Confirmed!').waitFor();
    await page.waitForURL(/\/tenant-dashboard$/);
    await page.getByRole('heading', { name: /Welcome back, Ifeoma/ }).waitFor();
    await page
      .getByRole('button', { name: /Logout/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Logged out successfully').waitFor();
  });

  it('asks for a new confirmation link from the resend screen', async () => {
    await page.goto(`/resend-confirmation?email=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
    await page.getByText('Check your email').waitFor();
  });

  it('signs in and lands on the page first asked for', async () => {
    await page.goto('/saved-properties');
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/saved-properties$/);
    await page.getByText('No Saved Properties').waitFor();
  });

  it('saves a listing, finds it in Saved Properties and removes it', async () => {
    await page.goto('/properties');
    const firstCard = page.locator('a[href^="/property/"]').first();
    await firstCard.waitFor();
    await firstCard.click();
    await page.waitForURL(/\/property\//);
    await page.getByText('Booking Process').waitFor();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(5);
    await page.getByRole('button', { name: /Save$/, pressed: false }).click();
    await page.getByRole('button', { name: /Saved$/, pressed: true }).waitFor();

    await page.goto('/saved-properties');
    await page.getByText('1 property saved').waitFor();
    await page.getByText(title).waitFor();
    await page.getByText(/Saved on /).waitFor();
    await shoot(page, 'saved-desktop-light');

    await page.getByRole('button', { name: `Remove ${title} from saved properties` }).click();
    await page.getByText('No Saved Properties').waitFor();
  });

  it('logs out: the page reloads on the home page and the session is gone', async () => {
    await page
      .getByRole('button', { name: /Logout/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Logged out successfully').waitFor();
    await page.goto('/saved-properties');
    await page.waitForURL(/\/login$/);
  });
});
