import type { Page } from 'playwright-core';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Rentals#2026';

/** Signs a staff member in to the console at /admin and waits for its dashboard. */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
}

/** A row of a console table, found by text it shows (a listing's title, an applicant's name). */
export const tableRow = (page: Page, text: string) =>
  page.getByRole('row').filter({ hasText: text });

/** Signs a demo account (or one made with the demo password) in to the site; to its dashboard. */
export async function signInToSite(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/dashboard/);
}
