import { DECISION_MESSAGES, KYC_MESSAGES } from '@rentnaija/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  latestEmail,
  newContext,
  query,
  seriousViolations,
  shoot,
} from '../support/browser.js';
import { DEMO_PASSWORD, signInToConsole } from '../support/console.js';

const EMAIL = 'adebayo.kyc@example.com';

/** A one-page PDF, as a utility bill scan would be (the server keeps its pages only). */
function billPdf(): Buffer {
  const text = 'BT /F1 18 Tf 56 770 Td (Ikeja Electric - bill for Adebayo Ogunleye) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Next, then the step named `heading`. A tap that lands while a dropdown is still closing on a
 * busy phone can go unheard: when the step has not come after 10 s, Next is tapped once more.
 */
async function nextTo(page: Page, heading: string) {
  const step = page.getByRole('heading', { name: heading });
  await page.getByRole('button', { name: /Next/ }).click();
  try {
    await step.waitFor({ timeout: 10_000 });
  } catch {
    await page.getByRole('button', { name: /Next/ }).click();
    await step.waitFor({ timeout: 20_000 });
  }
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('a tenant verifies their identity and an admin approves it', () => {
  let browser: Browser;
  let tenant: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    tenant = await (await newContext(browser, { phone: true })).newPage();
    // A confirmed tenant account (the tenant journey covers registering and confirming).
    await query(
      `INSERT INTO users (name, email, phone, password_hash, role, status, email_verified_at)
       SELECT 'Adebayo Ogunleye', $1, '08031234567', password_hash, 'tenant', 'active', now()
       FROM users WHERE email = 'tenant@example.com'`,
      [EMAIL],
    );
  });
  afterAll(() => browser?.close());

  it('fills the four steps on a phone, uploading two documents, and submits', async () => {
    await tenant.goto('/kyc');
    await tenant.getByText(KYC_MESSAGES.loginRequired).waitFor();
    await tenant.getByRole('link', { name: 'Log in' }).click();
    await signIn(tenant);
    // Back where they were going.
    await tenant.waitForURL(/\/kyc$/);

    await tenant.getByRole('heading', { name: 'Step 1 of 4: Personal details' }).waitFor();
    await tenant.getByLabel('Date of birth').fill('1990-01-15');
    await tenant.getByRole('button', { name: /Next/ }).click();

    await tenant.getByRole('heading', { name: 'Step 2 of 4: Employment' }).waitFor();
    await tenant.getByLabel('Occupation').fill('Accountant');
    await tenant.getByLabel('Employer', { exact: true }).fill('Dangote Group');
    await tenant.getByLabel('Employer phone').fill('012700000');
    await tenant.getByLabel(/Monthly income/).fill('650000');
    await tenant.getByLabel('Employment type').click();
    await tenant.getByTitle('Full-time').click();
    await nextTo(tenant, 'Step 3 of 4: Current address');
    await tenant.getByLabel('Address', { exact: true }).fill('14 Herbert Macaulay Way');
    await tenant.getByLabel('City').fill('Yaba');
    await tenant.getByLabel('State').fill('Lagos');
    await tenant.getByTitle('Lagos', { exact: true }).click();
    await tenant.getByLabel('How long have you lived there?').click();
    await tenant.getByTitle('2-5 years').click();
    await nextTo(tenant, 'Step 4 of 4: Documents and NIN');
    await tenant.getByLabel('NIN (National Identification Number)').fill('12345678901');
    // A photo of the ID: any real PNG will do (the server re-encodes it).
    const photo = await tenant.screenshot({ clip: { x: 0, y: 0, width: 390, height: 240 } });
    await tenant.getByLabel('Government ID', { exact: true }).setInputFiles({
      name: 'national-id.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await tenant.getByText('national-id.png').waitFor();
    await tenant.getByLabel('Proof of residency', { exact: true }).setInputFiles({
      name: 'electricity-bill.pdf',
      mimeType: 'application/pdf',
      buffer: billPdf(),
    });
    await tenant.getByText('electricity-bill.pdf').waitFor();
    await shoot(tenant, 'kyc-step4-phone-light');
    expect(await seriousViolations(tenant)).toEqual([]);
    await tenant.getByRole('button', { name: /Submit for review/ }).click();
    await tenant.getByText(KYC_MESSAGES.submitted).waitFor();
    await tenant.getByText('Your KYC is being reviewed').waitFor();
    await shoot(tenant, 'kyc-pending-phone-light');

    const [row] = await query<{ status: string; nin_number: string }>(
      `SELECT k.status, k.nin_number FROM kyc_records k JOIN users u ON u.id = k.user_id
       WHERE u.email = $1`,
      [EMAIL],
    );
    expect(row).toEqual({ status: 'pending', nin_number: '12345678901' });
  });

  it('lets an admin open the submission with its documents and NIN check, and approve it', async () => {
    const admin = await (await newContext(browser)).newPage();
    await signInToConsole(admin, 'admin@example.com');
    await admin.getByText('KYC submissions waiting for review').waitFor();
    await admin.getByRole('menuitem', { name: 'KYC submissions' }).click();
    await admin.getByRole('row').filter({ hasText: 'Adebayo Ogunleye' }).click();

    const image = admin.getByRole('img', { name: 'Government ID: national-id.png' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    // The PDF is drawn as a picture by pdf.js, never handed to the browser's PDF viewer.
    const page = admin.getByRole('img', {
      name: 'Proof of residency: electricity-bill.pdf: page 1 of 1',
    });
    await admin.locator('canvas[data-drawn]').waitFor();
    const inked = await page.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(100);
    expect(await admin.locator('iframe, embed, object').count()).toBe(0);
    await admin.getByText('Matches the registry (100/100)').waitFor();
    await shoot(admin, 'console-kyc-review-desktop-light');
    // The page's own content: react-admin's user menu (aria-label 'Profile' around the
    // user's name) fails label-content-name-mismatch on every console page.
    expect(await seriousViolations(admin, '#main-content')).toEqual([]);

    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(DECISION_MESSAGES.kyc.approved).waitFor();
    await admin.getByText(/identity is verified/).waitFor();
  });

  it('shows the tenant their identity is verified, and tells them by email', async () => {
    await tenant.goto('/kyc');
    await tenant.getByText('Your identity is verified').waitFor();
    await shoot(tenant, 'kyc-approved-phone-light');
    expect(await seriousViolations(tenant)).toEqual([]);
    expect(await latestEmail(EMAIL, 'Your identity is verified')).toContain('/kyc');
  });
});
