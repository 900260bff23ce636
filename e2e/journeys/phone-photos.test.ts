import { MAX_UPLOAD_BYTES, PHOTO_UPLOAD_LONG_EDGE } from '@rentnaija/shared';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken } from '../support/api.js';
import {
  baseUrl,
  forgetDrafts,
  launchBrowser,
  newContext,
  overflowsHorizontally,
  query,
  seriousViolations,
  shoot,
} from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/console.js';

const LANDLORD = 'landlord2@example.com';
const TITLE = `Sunny 2-bedroom flat in Surulere ${Date.now()}`;
const BIG = 'IMG_4032.jpg';

/**
 * A phone's camera photo: 6000×4000 pixels stored sideways with EXIF orientation 6 (turn 90°
 * clockwise to show), about 14 MB. The stored top half is red and the bottom half blue, so the
 * upright photo is portrait, blue on the left and red on the right.
 */
async function cameraPhoto(dir: string): Promise<string> {
  const [width, height] = [6000, 4000];
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    const top = y < height / 2;
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed >> 16) % 80; // grain, as a real photo has: it keeps the file large
      const i = (y * width + x) * 3;
      raw[i] = top ? 200 + (n >> 1) : 20 + n;
      raw[i + 1] = 40 + n;
      raw[i + 2] = top ? 20 + n : 200 + (n >> 1);
    }
  }
  const file = join(dir, BIG);
  writeFileSync(
    file,
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  return file;
}

async function smallPhoto(dir: string, name: string, background: string): Promise<string> {
  const file = join(dir, name);
  writeFileSync(
    file,
    await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

/** Mean colour of a vertical strip (0–1 across) of a picture. */
async function stripColour(image: Buffer, from: number, to: number) {
  const { width, height } = await sharp(image).metadata();
  const left = Math.round(width * from);
  const strip = await sharp(image)
    .extract({ left, top: 0, width: Math.round(width * to) - left, height })
    .toBuffer();
  const { channels } = await sharp(strip).stats();
  const [r, , b] = channels.map((c) => c.mean);
  return r > b + 100 ? 'red' : b > r + 100 ? 'blue' : 'mixed';
}

/** The photo files the page sent, as it sent them (recorded from its uploads). */
async function sentPhotos(page: Page) {
  const sent = await page.evaluate(async () => {
    const files = (window as unknown as { __sentPhotos: File[] }).__sentPhotos;
    return Promise.all(
      files.map(async (f) => {
        const bytes = new Uint8Array(await f.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { name: f.name, type: f.type, size: f.size, base64: btoa(binary) };
      }),
    );
  });
  return sent.map((s) => ({ ...s, data: Buffer.from(s.base64, 'base64') }));
}

/** Records each photo the page uploads (the multipart field `file` of its XHR uploads). */
const RECORD_UPLOADS = () => {
  const w = window as unknown as { __sentPhotos: File[] };
  w.__sentPhotos = [];
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    const file = body instanceof FormData ? body.get('file') : null;
    if (file instanceof File) w.__sentPhotos.push(file);
    return send.call(this, body);
  };
};

/** A screenshot of what the screen shows (the tour fills it; a full page would shrink it). */
const shootScreen = (page: Page, name: string) =>
  page.screenshot({
    path: resolve(dirname(fileURLToPath(import.meta.url)), '../screenshots', `${name}.png`),
  });

const next = (page: Page) => page.getByRole('button', { name: /Next/ }).click();
const thumbs = (page: Page) =>
  page.getByRole('list', { name: 'Photos of this listing' }).getByRole('listitem');
const order = (page: Page) =>
  thumbs(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-photo-url')));

/** The photos of the landlord's new-listing draft, as the server keeps it. */
const draftPhotos = async () =>
  (
    await query<{ photos: { name: string; image: { url: string } }[] | null }>(
      `SELECT coalesce(d.data->'draft'->'photos', d.data->'photos') AS photos
         FROM drafts d JOIN users u ON u.id = d.user_id
        WHERE u.email = $1 AND d.kind = 'listing' AND d.key = ''`,
      [LANDLORD],
    )
  )[0]?.photos ?? [];

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(LANDLORD);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Drags a thumbnail by its handle onto another one. */
async function drag(page: Page, from: number, to: number) {
  const a = (await page
    .getByRole('button', { name: `Move photo ${from}`, exact: true })
    .boundingBox())!;
  const b = (await page
    .getByRole('button', { name: `Move photo ${to}`, exact: true })
    .boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
  // The drop swallows the click that ends a drag until the page's next turn: a tap after it
  // (as a person's would be) comes after that turn.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('a landlord adds phone photos on a phone, and a tenant takes the tour', () => {
  let browser: Browser;
  let page: Page;
  let files: { big: string; kitchen: string; street: string };
  let listingId: string;
  /** Stored photo urls by the name of the file they came from. */
  const urlOf: Record<string, string> = {};

  beforeAll(async () => {
    await forgetDrafts(LANDLORD);
    const dir = mkdtempSync(join(tmpdir(), 'rn-phone-photos-'));
    files = {
      big: await cameraPhoto(dir),
      kitchen: await smallPhoto(dir, 'kitchen.jpg', '#d97706'),
      street: await smallPhoto(dir, 'street.jpg', '#0e7490'),
    };
    browser = await launchBrowser();
    const context = await newContext(browser, { phone: true });
    await context.addInitScript(RECORD_UPLOADS);
    page = await context.newPage();
    await signIn(page);
  });
  afterAll(() => browser?.close());

  it('fills the wizard on a 390 px phone', async () => {
    await page.goto('/list-property');
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Description').fill('Bright rooms, a quiet close, prepaid meter.');
    await page.getByText('Flat', { exact: true }).click();
    await page.getByLabel('Size (m²)').fill('80');
    for (const group of ['Bedrooms', 'Bathrooms']) {
      await page.getByRole('radiogroup', { name: group }).getByText('2', { exact: true }).click();
    }
    await next(page);
    await page.getByLabel('Street address').fill('7 Adelabu Street, Surulere');
    await page.getByLabel('City').click();
    await page.locator('.ant-select-item-option[title="Lagos"]').click();
    await page.getByLabel('ZIP code').fill('101283');
    await next(page);
    await page.getByLabel('Monthly rent', { exact: true }).fill('300000');
    await page.getByLabel('Prepaid meter').check();
    await next(page);
    await page.getByRole('heading', { name: 'Photos & Review' }).waitFor();
  });

  it('uploads a 14 MB 6000×4000 camera photo: resized on the phone, with its progress', async () => {
    expect(statSync(files.big).size).toBeGreaterThan(13 * 1024 * 1024);
    // A slow mobile connection, so the bar can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: 192 * 1024,
    });
    await page.locator('#lw-images').setInputFiles([files.big, files.kitchen, files.street]);
    const bar = page.getByRole('progressbar', { name: `Uploading ${BIG}` });
    const sent = async () => Number(await bar.getAttribute('aria-valuenow', { timeout: 1000 }));
    await expect
      .poll(sent, { timeout: 30_000, interval: 50 })
      .toSatisfy((percent: number) => percent > 0 && percent < 100);
    await shoot(page, 'phone-photos-progress-phone-light');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => thumbs(page).count(), { timeout: 60_000 }).toBe(3);
    // No refusal, nothing to retry.
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // What left the phone: upright, 2,560 px on the long edge, under the server's limit.
    const [big, ...small] = await sentPhotos(page);
    expect(big.name).toMatch(/^IMG_4032\.(webp|jpg)$/);
    expect(big.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const meta = await sharp(big.data).metadata();
    expect([meta.width, meta.height]).toEqual([1707, PHOTO_UPLOAD_LONG_EDGE]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(await stripColour(big.data, 0, 0.4)).toBe('blue');
    expect(await stripColour(big.data, 0.6, 1)).toBe('red');
    // Photos that already fit are sent as they are.
    expect(small.map((s) => [s.name, s.type])).toEqual([
      ['kitchen.jpg', 'image/jpeg'],
      ['street.jpg', 'image/jpeg'],
    ]);

    // What the server stored for it: upright too (named in the draft the server keeps).
    await expect.poll(async () => (await draftPhotos()).length, { timeout: 15_000 }).toBe(3);
    for (const p of await draftPhotos()) urlOf[p.name] = p.image.url;
    const stored = Buffer.from(await (await fetch(`${baseUrl()}${urlOf[BIG]}`)).arrayBuffer());
    expect(stored.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const storedMeta = await sharp(stored).metadata();
    expect(storedMeta.height).toBeGreaterThan(storedMeta.width);
    expect(await stripColour(stored, 0.6, 1)).toBe('red');
    expect(await overflowsHorizontally(page)).toBe(false);
  });

  it('drags a photo to the front and makes another the cover; the order survives a reload', async () => {
    expect(await order(page)).toEqual([urlOf[BIG], urlOf['kitchen.jpg'], urlOf['street.jpg']]);
    await drag(page, 3, 1);
    const dragged = [urlOf['street.jpg'], urlOf[BIG], urlOf['kitchen.jpg']];
    await expect.poll(() => order(page)).toEqual(dragged);
    // The new order is saved before the next tap, as a person's pause would allow.
    await expect
      .poll(async () => (await draftPhotos()).map((p) => p.image.url), { timeout: 10_000 })
      .toEqual(dragged);
    await page.getByRole('button', { name: 'Make photo 3 the cover' }).click();
    const chosen = [urlOf['kitchen.jpg'], urlOf['street.jpg'], urlOf[BIG]];
    await expect.poll(() => order(page)).toEqual(chosen);
    await expect.poll(() => thumbs(page).first().getByText('Cover').count()).toBe(1);
    await shoot(page, 'phone-photos-order-phone-light');
    expect(await seriousViolations(page, '.lw-thumbs')).toEqual([]);

    // Kept on the server, so a reload (or another device) has it.
    await expect
      .poll(async () => (await draftPhotos()).map((p) => p.image.url), { timeout: 10_000 })
      .toEqual(chosen);
    await page.reload();
    await page.getByRole('heading', { name: 'Photos & Review' }).waitFor();
    expect(await order(page)).toEqual(chosen);

    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await page.getByText(/Property listed successfully/).waitFor();
    const [row] = await query<{ id: string; images: { url: string }[] }>(
      'SELECT id, images FROM properties WHERE title = $1',
      [TITLE],
    );
    listingId = row.id;
    expect(row.images.map((i) => i.url)).toEqual(chosen);
  });

  it('changes the cover of the approved listing at once, and it stays after a reload', async () => {
    await api(`/api/admin/properties/${listingId}/approve`, {
      token: await apiToken('admin@example.com'),
      body: {},
    });
    await page.goto(`/property/${listingId}/edit`);
    for (let i = 0; i < 3; i++) await next(page);
    await page.getByRole('heading', { name: 'Photos & Review' }).waitFor();
    expect(await order(page)).toEqual([urlOf['kitchen.jpg'], urlOf['street.jpg'], urlOf[BIG]]);
    await page.getByRole('button', { name: 'Make photo 3 the cover' }).click();
    const changes = page.getByRole('region', { name: 'When you save' });
    await changes.getByText(/Applies at once:.*Photos/).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/property-management$/);
    const [row] = await query<{ images: { url: string }[]; pending_changes: unknown }>(
      'SELECT images, pending_changes FROM properties WHERE id = $1',
      [listingId],
    );
    const chosen = [urlOf[BIG], urlOf['kitchen.jpg'], urlOf['street.jpg']];
    expect(row.images.map((i) => i.url)).toEqual(chosen);
    expect(row.pending_changes).toBeNull();

    await page.goto(`/property/${listingId}/edit`);
    await page.reload();
    for (let i = 0; i < 3; i++) await next(page);
    expect(await order(page)).toEqual(chosen);
  });

  it('opens the 360° view wide and offers a link when the video host cannot be reached', async () => {
    const [tour] = await query<{ id: string; video_tour_url: string }>(
      `SELECT id, video_tour_url FROM properties
       WHERE panorama_url IS NOT NULL AND video_tour_url IS NOT NULL LIMIT 1`,
    );
    for (const mode of [
      { phone: true, dark: false, name: 'phone-light' },
      { phone: true, dark: true, name: 'phone-dark' },
      { phone: false, dark: false, name: 'desktop-light' },
      { phone: false, dark: true, name: 'desktop-dark' },
    ]) {
      const context = await newContext(browser, mode);
      // The video host cannot be reached from this network.
      await context.route(/youtube(-nocookie)?\.com|youtu\.be/, (route) => route.abort());
      const visitor = await context.newPage();
      await visitor.goto(`/property/${tour.id}`);
      await visitor.getByRole('button', { name: 'Virtual Tour' }).click();
      await visitor.getByText('360° View', { exact: true }).click();
      const pano = visitor.locator('.rp-tour__pano[data-hfov]');
      await pano.waitFor({ timeout: 30_000 });
      // Wide: far more than the close-up of 58° a phone showed before.
      expect(Number(await pano.getAttribute('data-hfov'))).toBeGreaterThanOrEqual(85);
      await shootScreen(visitor, `tour-panorama-${mode.name}`);

      await visitor.getByText('Video', { exact: true }).click();
      const link = visitor.getByRole('link', { name: /Open the video tour on youtube\.com/ });
      await link.waitFor({ timeout: 15_000 });
      expect(await link.getAttribute('href')).toBe(tour.video_tour_url);
      expect(await visitor.locator('iframe.rp-tour__video').count()).toBe(0);
      await shootScreen(visitor, `tour-video-fallback-${mode.name}`);
      if (mode.name === 'phone-light') {
        expect(await seriousViolations(visitor, '.rp-tour')).toEqual([]);
      }

      if (mode.name !== 'phone-light') {
        // The photos step of the listing edited above, in this mode.
        const landlord = await context.newPage();
        await signIn(landlord);
        // The photos step, named in the address as a reload or a shared link would.
        await landlord.goto(`/property/${listingId}/edit?step=4`);
        await thumbs(landlord).first().waitFor();
        await shoot(landlord, `phone-photos-edit-${mode.name}`);
        expect(await overflowsHorizontally(landlord)).toBe(false);
      }
      await context.close();
    }
  }, 240_000);
});
