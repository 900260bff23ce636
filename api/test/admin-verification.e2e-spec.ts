import type { AddressInfo } from 'node:net';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { samplePdf } from '../src/platform/storage/sample-documents.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { submitKyc } from './support/kyc.js';
import { makeListing } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('the console’s verification resources and the staff overview', () => {
  let ctx: TestContext;
  let admin: Signed;
  let support: Signed;
  let tenant: Signed;
  let landlord: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    support = await makeSignedInUser(ctx, { role: 'support' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterAll(() => ctx.close());

  /** A pending KYC submission of a new tenant. */
  const pendingKyc = async () => (await submitKyc(ctx, await makeSignedInUser(ctx))).id;
  /** A pending ownership proof of a new listing. */
  const pendingProof = async () => {
    const listing = await makeListing(ctx, landlord.user);
    const res = await ctx.http
      .post(`/api/properties/${listing.id}/ownership-proofs`)
      .set(landlord.auth)
      .field('documentType', 'title_document')
      .attach('file', samplePdf('Certificate of occupancy', []), 'c-of-o.pdf');
    return res.body.id as string;
  };
  const overview = async (who: Signed = support) =>
    (await ctx.http.get('/api/admin/overview').set(who.auth)).body;

  describe('role matrix: tenants and landlords 403, support reads, only admins decide', () => {
    const reads = (kyc: string, proof: string) => [
      '/api/admin/kyc-submissions',
      `/api/admin/kyc-submissions/${kyc}`,
      '/api/admin/ownership-proofs',
      `/api/admin/ownership-proofs/${proof}`,
      '/api/admin/overview',
    ];
    const decisions = (kyc: string, proof: string) =>
      [
        [`/api/admin/kyc-submissions/${kyc}/approve`, undefined],
        [`/api/admin/kyc-submissions/${kyc}/reject`, { reason: 'The ID photo is too blurred.' }],
        [`/api/admin/ownership-proofs/${proof}/approve`, undefined],
        [`/api/admin/ownership-proofs/${proof}/reject`, { reason: 'The deed names another plot.' }],
      ] as const;

    it('refuses visitors (401), tenants and landlords (403) everywhere', async () => {
      const [kyc, proof] = [await pendingKyc(), await pendingProof()];
      for (const url of reads(kyc, proof)) {
        expect([url, (await ctx.http.get(url)).status]).toEqual([url, 401]);
        for (const who of [tenant, landlord]) {
          expect([url, (await ctx.http.get(url).set(who.auth)).status]).toEqual([url, 403]);
        }
      }
      for (const [url, body] of decisions(kyc, proof)) {
        for (const who of [tenant, landlord]) {
          const res = await ctx.http.post(url).set(who.auth).send(body);
          expect([url, res.status]).toEqual([url, 403]);
        }
      }
    });

    it('lets support read everything and decide nothing', async () => {
      const [kyc, proof] = [await pendingKyc(), await pendingProof()];
      for (const url of reads(kyc, proof)) {
        expect([url, (await ctx.http.get(url).set(support.auth)).status]).toEqual([url, 200]);
      }
      for (const [url, body] of decisions(kyc, proof)) {
        const res = await ctx.http.post(url).set(support.auth).send(body);
        expect([url, res.status, res.body.code]).toEqual([url, 403, 'FORBIDDEN']);
      }
      const still = await ctx.http.get(`/api/admin/kyc-submissions/${kyc}`).set(admin.auth);
      expect(still.body.status).toBe('pending');
    });

    it('lets admins read and decide', async () => {
      const [kyc, proof] = [await pendingKyc(), await pendingProof()];
      for (const url of reads(kyc, proof)) {
        expect([url, (await ctx.http.get(url).set(admin.auth)).status]).toEqual([url, 200]);
      }
      for (const [url, body] of decisions(kyc, proof).filter(([u]) => u.endsWith('approve'))) {
        expect([url, (await ctx.http.post(url).set(admin.auth).send(body)).status]).toEqual([
          url,
          200,
        ]);
      }
      const [kyc2, proof2] = [await pendingKyc(), await pendingProof()];
      for (const [url, body] of decisions(kyc2, proof2).filter(([u]) => u.endsWith('reject'))) {
        expect([url, (await ctx.http.post(url).set(admin.auth).send(body)).status]).toEqual([
          url,
          200,
        ]);
      }
    });
  });

  it('counts what needs action, with the console list of each, and follows decisions', async () => {
    const before = await overview();
    expect(Object.keys(before.counts)).toEqual(
      expect.arrayContaining([
        'pendingListings',
        'listingChanges',
        'pendingKyc',
        'pendingOwnershipProofs',
        'newContactMessages',
        'failedEmails',
      ]),
    );
    expect(before.counts.pendingKyc).toEqual({
      count: before.counts.pendingKyc.count,
      label: 'KYC submissions waiting for review',
      resource: 'kyc-submissions',
      filter: { status: 'pending' },
    });
    expect(before.counts.pendingListings).toMatchObject({
      label: 'Listings waiting for review',
      resource: 'properties',
      filter: { moderationStatus: 'pending' },
    });

    const kyc = await pendingKyc();
    const proof = await pendingProof();
    await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
    await ctx.http.post('/api/contact').send({
      fullName: 'Kemi Ade',
      email: 'kemi@example.com',
      category: 'tenant-support',
      subject: 'Deposit',
      message: 'When is the deposit refunded?',
    });
    const count = (o: { counts: Record<string, { count: number }> }, name: string) =>
      o.counts[name].count;
    const after = await overview(admin);
    for (const name of [
      'pendingKyc',
      'pendingOwnershipProofs',
      'pendingListings',
      'newContactMessages',
    ]) {
      expect([name, count(after, name)]).toEqual([name, count(before, name) + 1]);
    }
    // Each count is exactly what its console list shows.
    for (const item of Object.values(after.counts) as {
      count: number;
      resource: string;
      filter: object;
    }[]) {
      const list = await ctx.http
        .get(`/api/admin/${item.resource}`)
        .query({ filter: JSON.stringify(item.filter), range: '[0,0]' })
        .set(support.auth);
      expect([item.resource, Number(list.headers['content-range'].split('/')[1])]).toEqual([
        item.resource,
        item.count,
      ]);
    }

    await ctx.http.post(`/api/admin/kyc-submissions/${kyc}/approve`).set(admin.auth);
    await ctx.http
      .post(`/api/admin/ownership-proofs/${proof}/reject`)
      .set(admin.auth)
      .send({ reason: 'The deed names another plot.' });
    const decided = await overview();
    expect(count(decided, 'pendingKyc')).toBe(count(before, 'pendingKyc'));
    expect(count(decided, 'pendingOwnershipProofs')).toBe(count(before, 'pendingOwnershipProofs'));
  });

  describe('ra-data-simple-rest’s own data provider against the live API', () => {
    let base: string;
    let provider: DataProvider;
    const asAdmin = (url: string, options: fetchUtils.Options = {}) => {
      const headers = new Headers(options.headers);
      headers.set('Authorization', admin.auth.Authorization);
      return fetchUtils.fetchJson(url, { ...options, headers });
    };

    beforeAll(async () => {
      await ctx.app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}/api/admin`;
      provider = simpleRestProvider(base, asAdmin);
    });

    for (const resource of ['kyc-submissions', 'ownership-proofs'] as const) {
      it(`${resource}: getList (sort, range, filter), getOne, getMany and the decisions`, async () => {
        const make = resource === 'kyc-submissions' ? pendingKyc : pendingProof;
        const ids = [await make(), await make(), await make()];
        const list = await provider.getList(resource, {
          pagination: { page: 1, perPage: 2 },
          sort: { field: 'createdAt', order: 'DESC' },
          filter: { status: 'pending' },
        });
        const pending = (
          await ctx.http
            .get(`/api/admin/${resource}`)
            .query({ filter: '{"status":"pending"}', range: '[0,199]' })
            .set(admin.auth)
        ).body as { id: string; createdAt: string }[];
        expect(list.total).toBe(pending.length);
        expect(list.data.map((r) => r.id)).toEqual([ids[2], ids[1]]);
        expect(list.data.every((r) => r.status === 'pending')).toBe(true);
        const page2 = await provider.getList(resource, {
          pagination: { page: 2, perPage: 2 },
          sort: { field: 'createdAt', order: 'DESC' },
          filter: { status: 'pending' },
        });
        expect(page2.data[0].id).toBe(ids[0]);

        const one = await provider.getOne(resource, { id: ids[1] });
        expect(one.data).toMatchObject({ id: ids[1], status: 'pending' });
        const many = await provider.getMany(resource, { ids: [ids[0], ids[2]] });
        expect(many.data.map((r) => r.id).sort()).toEqual([ids[0], ids[2]].sort());

        // The console's custom actions: POST /api/admin/<resource>/:id/approve|reject.
        const approved = await asAdmin(`${base}/${resource}/${ids[0]}/approve`, { method: 'POST' });
        expect(approved.json).toMatchObject({ id: ids[0], status: 'approved' });
        const rejected = await asAdmin(`${base}/${resource}/${ids[1]}/reject`, {
          method: 'POST',
          body: JSON.stringify({ reason: 'Please send a clearer copy of the document.' }),
        });
        expect(rejected.json).toMatchObject({
          status: 'rejected',
          rejectionReason: 'Please send a clearer copy of the document.',
        });
        const refused = await asAdmin(`${base}/${resource}/${ids[1]}/approve`, {
          method: 'POST',
        }).catch((error: { status: number; body: { code: string } }) => error);
        expect('status' in refused && refused.status).toBe(409);
        const after = await provider.getList(resource, {
          pagination: { page: 1, perPage: 50 },
          sort: { field: 'createdAt', order: 'ASC' },
          filter: { status: 'approved' },
        });
        expect(after.data.map((r) => r.id)).toContain(ids[0]);
      });
    }
  });
});
