import { formatNaira } from '@rentnaija/shared';
import { createHash } from 'node:crypto';
import { KycRecord } from '../src/modules/kyc/entities/kyc-record.entity.js';
import { LedgerEntry } from '../src/modules/ledger/entities/ledger-entry.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { FileStorage } from '../src/platform/storage/file-storage.js';
import { TenancySignature } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { Tenancy } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { TenancyAgreementsService } from '../src/modules/tenancies/tenancy-agreements.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { type FakePaystack, paystackEnv, startFakePaystack } from './support/paystack.js';
import { binary, pdfText, postWebhook } from './support/payments.js';
import { makeKyc } from './support/verified.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const HOUR = 3600_000;

describe('the tenancy agreement, signed by both', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let landlord: Signed;
  let tenant: Signed;
  let stranger: Signed;

  const fees = {
    price: 350_000,
    securityDeposit: 350_000,
    serviceCharge: 20_000,
    agencyFee: 0,
    legalFee: 0,
    rentAdvanceMonths: 12,
  };

  /** An approved identity in `first last` for `who`. */
  async function verify(who: Signed, first: string, last: string) {
    await makeKyc(ctx, who.user);
    await ctx.dataSource
      .getRepository(KycRecord)
      .update({ userId: who.user.id }, { firstName: first, lastName: last });
  }

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await createTestApp({ env: paystackEnv(paystack) });
    [landlord, tenant, stranger] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Tunde Bakare' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Ngozi Okafor' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
    ]);
    await verify(landlord, 'Babatunde', 'Bakare');
    await verify(tenant, 'Ngozi Adaeze', 'Okafor');
  });
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  /** A listing let to the tenant (applied, approved, paid): its tenancy. */
  async function letListing() {
    const listing = await makeListing(ctx, landlord.user, fees);
    const app = await submitApplication(ctx, tenant.auth, listing.id);
    const review = await ctx.http
      .post(`/api/applications/${app.id}/review`)
      .set(landlord.auth)
      .send({ decision: 'approved' });
    expect(review.status).toBe(200);
    const init = await ctx.http
      .post('/api/payments/initialize')
      .set(tenant.auth)
      .send({ applicationId: app.id });
    expect(init.status).toBe(201);
    paystack.settle(init.body.reference, 'success');
    const { raw, signature } = paystack.chargeSuccess(init.body.reference);
    expect((await postWebhook(ctx, raw, signature)).status).toBe(200);
    await ctx.drainJobs();
    return ctx.dataSource.getRepository(Tenancy).findOneByOrFail({ applicationId: app.id });
  }

  const sign = (who: Signed, id: string, body: object) =>
    ctx.http.post(`/api/tenancies/${id}/sign`).set(who.auth).set('User-Agent', 'jest').send(body);
  const agreement = (who: Signed, id: string) =>
    ctx.http.get(`/api/tenancies/${id}/agreement.pdf`).set(who.auth).buffer(true).parse(binary);
  const tenantSigns = (id: string) =>
    sign(tenant, id, { fullName: '  ngozi  adaeze OKAFOR ', consent: true });
  const landlordSigns = (id: string) =>
    sign(landlord, id, { fullName: 'Babatunde Bakare', consent: true });

  it('gives the same document every time before it is signed', async () => {
    const tenancy = await letListing();
    const first = await agreement(tenant, tenancy.id);
    const second = await agreement(landlord, tenancy.id);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    const text = await pdfText(first.body as Buffer);
    expect(text).toContain('Ngozi Adaeze Okafor');
    expect(text).toContain('Babatunde Bakare');
    expect(text).toContain(formatNaira(350_000));
    expect(text).toContain('6 months');
    expect((await agreement(stranger, tenancy.id)).status).toBe(404);
  });

  it('refuses a wrong name, a missing consent, the wrong party and a second signature', async () => {
    const tenancy = await letListing();

    const wrongName = await sign(tenant, tenancy.id, { fullName: 'Ngozi Eze', consent: true });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.details).toEqual([
      expect.objectContaining({ field: 'fullName', message: expect.stringContaining('Okafor') }),
    ]);

    const noConsent = await sign(tenant, tenancy.id, {
      fullName: 'Ngozi Adaeze Okafor',
      consent: false,
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.details).toEqual([expect.objectContaining({ field: 'consent' })]);

    const early = await landlordSigns(tenancy.id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('AGREEMENT_NOT_YOUR_TURN');
    const outsider = await sign(stranger, tenancy.id, { fullName: 'Anyone', consent: true });
    expect(outsider.status).toBe(404);

    expect((await tenantSigns(tenancy.id)).status).toBe(200);
    const again = await tenantSigns(tenancy.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('AGREEMENT_ALREADY_SIGNED');
    expect(
      await ctx.dataSource.getRepository(TenancySignature).countBy({ tenancyId: tenancy.id }),
    ).toBe(1);
  });

  it('keeps the exact document both signed, with a page of signatures and its hash', async () => {
    const tenancy = await letListing();
    const before = (await agreement(tenant, tenancy.id)).body as Buffer;

    const signed = await tenantSigns(tenancy.id);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      state: 'awaiting_signatures',
      dueToSign: 'landlord',
      signatures: [{ party: 'tenant', name: 'Ngozi Adaeze Okafor' }],
    });
    expect(new Date(signed.body.countersignDeadline).getTime()).toBe(
      new Date(signed.body.signatures[0].signedAt).getTime() + 48 * HOUR,
    );
    const told = await ctx.dataSource.getRepository(Notification).findBy({
      userId: landlord.user.id,
      type: 'tenancy.signed',
      link: `/tenancies/${tenancy.id}`,
    });
    expect(told).toHaveLength(1);

    const done = await landlordSigns(tenancy.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'awaiting_move_in', dueToSign: null });

    const row = await ctx.dataSource.getRepository(Tenancy).findOneByOrFail({ id: tenancy.id });
    const kept = await ctx.app.get(FileStorage).read(row.agreementStorageKey!);
    const hash = createHash('sha256').update(kept!).digest('hex');
    expect(row.agreementSha256).toBe(hash);
    expect(Buffer.compare(kept!, before)).toBe(0);
    const signatures = await ctx.dataSource
      .getRepository(TenancySignature)
      .findBy({ tenancyId: tenancy.id });
    expect(signatures.map((s) => s.documentSha256)).toEqual([hash, hash]);
    expect(signatures.every((s) => s.userAgent === 'jest' && s.ip)).toBe(true);

    const pdf = await agreement(landlord, tenancy.id);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Ngozi Adaeze Okafor');
    expect(text).toContain('Babatunde Bakare');
    expect(text).toContain(formatNaira(350_000));
    expect(text).toContain(hash);
    expect(
      await ctx.dataSource
        .getRepository(Notification)
        .countBy({ userId: tenant.user.id, type: 'tenancy.signed' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('lets the tenant cancel with a full refund when the landlord does not countersign in 48 hours', async () => {
    const tenancy = await letListing();
    expect((await tenantSigns(tenancy.id)).status).toBe(200);

    const tooSoon = await ctx.http.post(`/api/tenancies/${tenancy.id}/cancel`).set(tenant.auth);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('CANCEL_NOT_ALLOWED');

    const service = ctx.app.get(TenancyAgreementsService);
    const later = new Date(Date.now() + 49 * HOUR);
    expect(await service.sweep(new Date(Date.now() + 47 * HOUR))).toBe(0);
    expect(await service.sweep(later)).toBeGreaterThanOrEqual(1);
    expect(await service.sweep(later)).toBe(0);
    for (const userId of [tenant.user.id, landlord.user.id]) {
      const told = await ctx.dataSource.getRepository(Notification).countBy({
        userId,
        type: 'tenancy.countersign_lapsed',
        link: `/tenancies/${tenancy.id}`,
      });
      expect(told).toBe(1);
    }
    const cancelled = await service.cancelUncountersigned(
      { id: tenant.user.id, role: 'tenant' } as never,
      tenancy.id,
      later,
    );
    expect(cancelled.state).toBe('cancelled');
    const [refund] = await ctx.dataSource
      .getRepository(Refund)
      .findBy({ paymentId: tenancy.paymentId });
    expect(refund).toMatchObject({
      amount: tenancy.moveInTotal,
      reason: 'landlord_did_not_countersign',
    });
    for (const userId of [tenant.user.id, landlord.user.id]) {
      expect(
        await ctx.dataSource
          .getRepository(Notification)
          .countBy({ userId, type: 'tenancy.cancelled' }),
      ).toBe(1);
    }
    // Signing is closed then.
    expect((await landlordSigns(tenancy.id)).status).toBe(409);
  });

  it('gives the tenant the rent receipt once the rent is released, not before', async () => {
    const tenancy = await letListing();
    const receipt = () =>
      ctx.http
        .get(`/api/tenancies/${tenancy.id}/rent-receipt.pdf`)
        .set(tenant.auth)
        .buffer(true)
        .parse(binary);
    expect((await receipt()).status).toBe(409);

    const ledger = ctx.dataSource.getRepository(LedgerEntry);
    await ledger.save(
      ledger.create({
        kind: 'release',
        amount: 350_000 * 12,
        landlordId: landlord.user.id,
        tenantId: tenant.user.id,
        tenancyId: tenancy.id,
        description: 'Move-in rent released',
        idempotencyKey: `test-release-${tenancy.id}`,
        occurredAt: new Date(),
      }),
    );
    const res = await receipt();
    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Rent receipt');
    expect(text).toContain('Ngozi Adaeze Okafor');
    expect(text).toContain('Babatunde Bakare');
    expect(text).toContain(formatNaira(350_000 * 12));
  });
});
