import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, query, shoot } from '../support/browser.js';
import { apiToken } from '../support/api.js';
import { signInToSite } from '../support/console.js';

describe('a tenant and a landlord chatting live', () => {
  let browser: Browser;
  let tenant: Page;
  let landlord: Page;
  const question = `Is the flat still free from the 1st? (${Date.now()})`;

  beforeAll(async () => {
    browser = await launchBrowser();
    tenant = await (await newContext(browser)).newPage();
    landlord = await (await newContext(browser)).newPage();
  });
  afterAll(() => browser?.close());

  it('the tenant writes from the listing and sees an unread tick', async () => {
    const [listing] = await query<{ id: string; title: string }>(
      `SELECT p.id, p.title FROM properties p JOIN users u ON u.id = p.landlord_id
       WHERE u.email = 'landlord@example.com' AND p.is_approved ORDER BY p.created_at LIMIT 1`,
    );
    await signInToSite(landlord, 'landlord@example.com');
    await landlord.goto('/messages');
    await landlord.getByPlaceholder('Search conversations...').waitFor();

    await signInToSite(tenant, 'tenant@example.com');
    await tenant.goto(`/property/${listing.id}`);
    await tenant.getByRole('button', { name: 'Message landlord' }).click();
    const box = tenant.getByRole('textbox', { name: 'Your message' });
    await box.fill(question);
    await tenant.getByRole('button', { name: 'Send', exact: true }).click();
    await tenant.waitForURL(/\/messages\?conversation=/);
    const mine = tenant.locator('.rn-bubble', { hasText: question });
    await mine.getByRole('img', { name: 'Sent, not read yet' }).waitFor();
  });

  it('the landlord sees it arrive without reloading, and the tenant’s tick turns to read', async () => {
    const conversation = landlord.getByRole('button', { name: /Chioma Eze/ }).first();
    await landlord.getByText(question.slice(0, 60)).first().waitFor({ timeout: 10_000 });
    await conversation.click();
    await landlord.locator('.rn-bubble', { hasText: question }).waitFor();
    await tenant
      .locator('.rn-bubble', { hasText: question })
      .getByRole('img', { name: 'Read' })
      .waitFor({ timeout: 10_000 });
    await shoot(tenant, 'messages-tenant-read-tick');
  });

  it('a reply reaches the tenant live, sent with Enter', async () => {
    const reply = `Yes, from the 1st. Come on Saturday at 11. (${Date.now()})`;
    const box = landlord.getByRole('textbox', { name: 'Message' });
    await box.fill(reply);
    await box.press('Enter');
    await tenant.locator('.rn-bubble', { hasText: reply }).waitFor({ timeout: 10_000 });
    await shoot(landlord, 'messages-landlord');
  });

  it('the bell counts a new notification without a reload', async () => {
    const badge = tenant.getByTestId('bell-badge');
    const before = (await badge.isVisible()) ? Number(await badge.textContent()) : 0;
    // The tenant reports the conversation (another session), support handles it: the tenant
    // is told through notify(), which is pushed to every open tab.
    const conversationId = new URL(tenant.url()).searchParams.get('conversation')!;
    const tenantToken = await apiToken('tenant@example.com');
    const report = await fetch(`${baseUrl()}/api/conversations/${conversationId}/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tenantToken}` },
      body: JSON.stringify({ reason: 'Checking that support reads reports.' }),
    });
    expect(report.status).toBe(201);
    const { id } = (await report.json()) as { id: string };
    const supportToken = await apiToken('support@example.com');
    const handled = await fetch(`${baseUrl()}/api/admin/conversation-reports/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${supportToken}` },
      body: JSON.stringify({ status: 'handled', note: 'All fine.' }),
    });
    expect(handled.status).toBe(200);
    await expect
      .poll(async () => Number((await badge.textContent({ timeout: 10_000 })) ?? 0), {
        timeout: 10_000,
      })
      .toBe(before + 1);
    await tenant.getByRole('button', { name: /^Notifications/ }).click();
    await tenant.getByText(/We reviewed your report/).waitFor();
    await shoot(tenant, 'bell-live');
  });
});
