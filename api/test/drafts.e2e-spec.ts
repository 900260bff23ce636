import { randomUUID } from 'node:crypto';
import { DRAFT_KEEP_DAYS, DRAFT_MAX_BYTES } from '@rentnaija/shared';
import { Draft } from '../src/modules/drafts/entities/draft.entity.js';
import { DraftsService } from '../src/modules/drafts/drafts.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { makeSignedInUser } from './support/factories.js';
import { submitKyc } from './support/kyc.js';
import { makeListing, newListingBody } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('drafts', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let tenant: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const put = (who: Signed, path: string, body: Record<string, unknown>) =>
    ctx.http.put(`/api/drafts/${path}`).set(who.auth).send(body);
  const get = (who: Signed, path: string) => ctx.http.get(`/api/drafts/${path}`).set(who.auth);
  const rowsOf = (userId: string) => ctx.dataSource.getRepository(Draft).findBy({ userId });

  it('keeps a draft for its owner only, replaced by the next save and discarded on request', async () => {
    const other = await makeSignedInUser(ctx, { role: 'landlord' });
    const saved = await put(landlord, 'listing', { step: 1, data: { title: 'Flat in Yaba' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ kind: 'listing', key: '', step: 1 });

    const again = await put(landlord, 'listing', { step: 2, data: { title: 'Flat in Yaba, 2' } });
    expect(again.body).toMatchObject({ step: 2, data: { title: 'Flat in Yaba, 2' } });
    expect(await rowsOf(landlord.user.id)).toHaveLength(1);

    expect((await get(landlord, 'listing')).body.data).toEqual({ title: 'Flat in Yaba, 2' });
    expect((await get(other, 'listing')).status).toBe(404);
    expect((await ctx.http.get('/api/drafts').set(other.auth)).body).toEqual([]);
    expect((await ctx.http.get('/api/drafts/listing')).status).toBe(401);

    // Another user's save and discard never touch this user's draft.
    await put(other, 'listing', { step: 0, data: { title: 'Theirs' } }).expect(200);
    await ctx.http.delete('/api/drafts/listing').set(other.auth).expect(204);
    expect((await get(landlord, 'listing')).body.data.title).toBe('Flat in Yaba, 2');

    const mine = await ctx.http.get('/api/drafts').set(landlord.auth).expect(200);
    expect(mine.body.map((d: { kind: string }) => d.kind)).toEqual(['listing']);
    await ctx.http.delete('/api/drafts/listing').set(landlord.auth).expect(204);
    expect((await get(landlord, 'listing')).status).toBe(404);
  });

  it('keeps one booking draft per listing', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await put(tenant, `booking/${a}`, { step: 0, data: { firstName: 'Ada' } }).expect(200);
    await put(tenant, `booking/${b}`, { step: 2, data: { firstName: 'Bola' } }).expect(200);
    expect((await get(tenant, `booking/${a}`)).body.data.firstName).toBe('Ada');
    expect((await get(tenant, `booking/${b}`)).body).toMatchObject({ key: b, step: 2 });
    await ctx.http.delete(`/api/drafts/booking/${a}`).set(tenant.auth).expect(204);
    expect((await get(tenant, `booking/${b}`)).status).toBe(200);
    await ctx.http.delete(`/api/drafts/booking/${b}`).set(tenant.auth).expect(204);
  });

  it('answers 404 to an address that names no draft: an unknown kind or a malformed key', async () => {
    for (const path of ['payment', 'booking', 'booking/not-a-uuid', 'kyc/' + randomUUID()]) {
      const res = await put(tenant, path, { step: 0, data: {} });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('DRAFT_NOT_FOUND');
    }
    expect((await get(tenant, 'listing/not-a-uuid')).status).toBe(404);
  });

  it('refuses a draft that is too large, malformed or holds secrets, with a 4xx', async () => {
    const big = await put(tenant, 'kyc', {
      step: 0,
      data: { occupation: 'x'.repeat(DRAFT_MAX_BYTES + 1) },
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('DRAFT_TOO_LARGE');

    const secret = await put(tenant, 'kyc', { step: 0, data: { ninNumber: '12345678901' } });
    expect(secret.status).toBe(400);
    expect(secret.body.details).toEqual([
      { field: 'data.ninNumber', message: 'Not kept in a draft' },
    ]);
    const nested = await put(tenant, 'listing', { step: 0, data: { a: [{ password: 'x' }] } });
    expect(nested.status).toBe(400);

    expect((await put(tenant, 'kyc', { step: -1, data: {} })).status).toBe(400);
    expect((await put(tenant, 'kyc', { step: 0, data: 'text' })).status).toBe(400);
    expect((await put(tenant, 'kyc', { step: 0 })).status).toBe(400);
    expect(await rowsOf(tenant.user.id)).toHaveLength(0);
  });

  it('discards the listing draft in the submit that creates the listing', async () => {
    const owner = await makeSignedInUser(ctx, { role: 'landlord' });
    await put(owner, 'listing', { step: 3, data: { title: 'Almost done' } }).expect(200);
    await ctx.http.post('/api/properties').set(owner.auth).send(newListingBody()).expect(201);
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
  });

  it('keeps the draft when the submit is refused', async () => {
    const owner = await makeSignedInUser(ctx, { role: 'landlord' });
    await put(owner, 'listing', { step: 3, data: { title: 'Almost done' } }).expect(200);
    await ctx.http
      .post('/api/properties')
      .set(owner.auth)
      .send(newListingBody({ price: -1 }))
      .expect(400);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it('discards the booking draft for that listing only when the application is saved', async () => {
    const applicant = await makeSignedInUser(ctx);
    const home = await makeListing(ctx, landlord.user);
    const elsewhere = randomUUID();
    await put(applicant, `booking/${home.id}`, { step: 2, data: { firstName: 'Ada' } }).expect(200);
    await put(applicant, `booking/${elsewhere}`, { step: 0, data: {} }).expect(200);
    await submitApplication(ctx, applicant.auth, home.id);
    expect((await rowsOf(applicant.user.id)).map((d) => d.key)).toEqual([elsewhere]);
  });

  it('discards the identity-check draft when the check is submitted', async () => {
    const who = await makeSignedInUser(ctx);
    await put(who, 'kyc', { step: 1, data: { occupation: 'Engineer' } }).expect(200);
    await submitKyc(ctx, who);
    expect(await rowsOf(who.user.id)).toHaveLength(0);
  });

  it('deletes drafts untouched for 30 days in the daily sweep, and keeps the rest', async () => {
    const who = await makeSignedInUser(ctx);
    await put(who, 'kyc', { step: 0, data: { occupation: 'Old' } }).expect(200);
    await put(who, `booking/${randomUUID()}`, { step: 0, data: {} }).expect(200);
    const old = new Date(Date.now() - (DRAFT_KEEP_DAYS + 1) * 24 * 60 * 60 * 1000);
    await ctx.dataSource.query(
      `UPDATE drafts SET updated_at = $1 WHERE user_id = $2 AND kind = 'kyc'`,
      [old, who.user.id],
    );
    const deleted = await ctx.app.get(DraftsService).sweep();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(who.user.id)).map((d) => d.kind)).toEqual(['booking']);
  });
});

describe('malformed ids in the address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 404 with a clear message, never a validation message about the uuid', async () => {
    const admin = await makeSignedInUser(ctx, { role: 'admin' });
    for (const [path, auth] of [
      ['/api/properties/not-a-uuid', {}],
      ['/api/tenancies/not-a-uuid', admin.auth],
      ['/api/admin/tenancies/not-a-uuid', admin.auth],
      ['/api/admin/users/123', admin.auth],
    ] as const) {
      const res = await ctx.http.get(path).set(auth);
      expect(res.status).toBe(404);
      expect(res.body.message).not.toMatch(/uuid|validation/i);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });
});
