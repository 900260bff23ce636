import { formatNaira, moveInCost } from '@rentnaija/shared';
import sharp from 'sharp';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { TenancyDispute } from '../src/modules/tenancies/entities/tenancy-dispute.entity.js';
import type { TestContext } from './support/app.js';
import { deliveredEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { type FakePaystack } from './support/paystack.js';
import { binary, type MoneyWorld, pdfText, startMoneyWorld } from './support/payments.js';
import { samplePdf } from '../src/platform/storage/sample-documents.js';
import { CUSTODY_FEES, signedTenancy } from './support/tenancies.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A small photo as a phone sends it: a JPEG with the camera's metadata. */
const photo = (colour: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' } } })
    .toBuffer();

describe('a problem reported at move-in: photos, both sides, the decision', () => {
  let world: MoneyWorld;
  let ctx: TestContext;
  let paystack: FakePaystack;
  let smtp: MoneyWorld['smtp'];
  let landlord: Signed;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    world = await startMoneyWorld();
    ({ ctx, paystack, smtp, admin, support } = world);
    landlord = await makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' });
  });
  afterAll(() => world.close());

  const fees = CUSTODY_FEES;
  const releasable = moveInCost(fees).total - fees.securityDeposit;

  /** The tenant, moved in today with the keys confirmed, reports with `photos`. */
  async function reported(photos: Buffer[] = []) {
    const made = await signedTenancy(ctx, paystack, landlord, fees, 'Ngozi Okafor');
    const keys = await ctx.http
      .post(`/api/tenancies/${made.tenancy.id}/handover`)
      .set(made.tenant.auth);
    expect(keys.status).toBe(200);
    const req = ctx.http
      .post(`/api/tenancies/${made.tenancy.id}/problem`)
      .set(made.tenant.auth)
      .field('words', 'The kitchen ceiling leaks and the water heater is missing.');
    photos.forEach((p, i) =>
      req.attach('photos', p, { filename: `leak-${i + 1}.jpg`, contentType: 'image/jpeg' }),
    );
    const res = await req;
    return { ...made, res };
  }

  const readPhoto = (who: Signed, url: string) =>
    ctx.http.get(url).set(who.auth).buffer(true).parse(binary);

  /** Whether the SMTP peer received, for `to`, a message holding every one of `texts`. */
  const receivedBySmtp = (to: string, ...texts: string[]) =>
    smtp.received.some((m) => m.to.includes(to) && texts.every((t) => m.decoded.includes(t)));

  const disputeOf = (tenancyId: string) =>
    ctx.dataSource.getRepository(TenancyDispute).findOneByOrFail({ tenancyId });

  it('keeps the tenant’s photos privately, for the parties and staff only, without metadata', async () => {
    const { tenant, tenancy, res } = await reported([await photo('#a33'), await photo('#3a3')]);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('disputed');
    const photos = res.body.dispute.tenantPhotos as { url: string; fileName: string }[];
    expect(photos.map((p) => p.fileName)).toEqual(['leak-1.jpg', 'leak-2.jpg']);
    expect(res.body.dispute).toMatchObject({
      state: 'open',
      tenantWords: 'The kitchen ceiling leaks and the water heater is missing.',
      landlordWords: null,
    });

    for (const who of [tenant, landlord, support]) {
      const read = await readPhoto(who, photos[0].url);
      expect(read.status).toBe(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(read.body as Buffer).metadata();
      expect(meta.width).toBe(80);
      expect(meta.exif).toBeUndefined();
    }
    const stranger = await makeSignedInUser(ctx, { role: 'tenant' });
    expect((await readPhoto(stranger, photos[0].url)).status).toBe(404);
    const otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
    expect((await readPhoto(otherLandlord, photos[0].url)).status).toBe(404);
    expect(
      (
        await readPhoto(
          tenant,
          `/api/tenancies/${tenancy.id}/dispute/photos/${crypto.randomUUID()}`,
        )
      ).status,
    ).toBe(404);

    // Staff see the same photos in the console's dispute.
    const dispute = await disputeOf(tenancy.id);
    const console = await ctx.http
      .get(`/api/admin/tenancy-disputes/${dispute.id}`)
      .set(support.auth);
    expect(console.body.tenantPhotos.map((p: { url: string }) => p.url)).toEqual(
      photos.map((p) => p.url),
    );
  });

  it('refuses more than 5 photos, and files that are not photos, with the field named', async () => {
    const six = await reported(await Promise.all([1, 2, 3, 4, 5, 6].map(() => photo('#333'))));
    expect(six.res.status).toBe(400);
    expect(six.res.body.details).toEqual([{ field: 'photos', message: 'Send at most 5 photos' }]);
    expect(six.res.body.message).toBe('Send at most 5 photos');

    const made = await signedTenancy(ctx, paystack, landlord, fees);
    await ctx.http.post(`/api/tenancies/${made.tenancy.id}/handover`).set(made.tenant.auth);
    const pdf = await ctx.http
      .post(`/api/tenancies/${made.tenancy.id}/problem`)
      .set(made.tenant.auth)
      .field('words', 'See the attached bill.')
      .attach('photos', samplePdf('Bill', ['Nothing']), {
        filename: 'bill.jpg',
        contentType: 'image/jpeg',
      });
    expect(pdf.status).toBe(415);
    expect(pdf.body.details).toEqual([
      { field: 'photos', message: 'Photos must be JPG or PNG images' },
    ]);
    // Nothing was reported: the tenancy is as it was.
    const page = await ctx.http.get(`/api/tenancies/${made.tenancy.id}`).set(made.tenant.auth);
    expect(page.body).toMatchObject({ state: 'active', dispute: null });
  });

  it('shows the landlord the report, takes their answer with a photo, and tells the tenant', async () => {
    const { tenant, tenancy } = await reported([await photo('#a33')]);
    const landlordView = await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(landlord.auth);
    expect(landlordView.body.dispute).toMatchObject({
      tenantWords: 'The kitchen ceiling leaks and the water heater is missing.',
      tenantPhotos: [expect.objectContaining({ fileName: 'leak-1.jpg' })],
    });
    const reportMail = (await deliveredEmails(ctx, smtp, landlord.user.email)).find((m) =>
      m.subject?.startsWith('The tenant reported a problem'),
    );
    expect(reportMail?.textBody).toContain(`/tenancies/${tenancy.id}`);
    expect(receivedBySmtp(landlord.user.email, 'Read and answer', tenancy.id)).toBe(true);

    expect(
      (
        await ctx.http
          .post(`/api/tenancies/${tenancy.id}/dispute/response`)
          .set(tenant.auth)
          .send({ words: 'Me again.' })
      ).status,
    ).toBe(403);
    const empty = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/dispute/response`)
      .set(landlord.auth)
      .send({ words: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details[0].field).toBe('words');

    const answered = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/dispute/response`)
      .set(landlord.auth)
      .field('words', 'The plumber fixed the ceiling this morning; the heater is installed.')
      .attach('photos', await photo('#33a'), { filename: 'fixed.jpg', contentType: 'image/jpeg' });
    expect(answered.status).toBe(200);
    expect(answered.body.dispute).toMatchObject({
      landlordWords: 'The plumber fixed the ceiling this morning; the heater is installed.',
      landlordPhotos: [expect.objectContaining({ fileName: 'fixed.jpg' })],
    });

    const tenantView = await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(tenant.auth);
    expect(tenantView.body.dispute.landlordWords).toBe(
      'The plumber fixed the ceiling this morning; the heater is installed.',
    );
    const answerPhoto = await readPhoto(tenant, tenantView.body.dispute.landlordPhotos[0].url);
    expect(answerPhoto.status).toBe(200);

    const told = await ctx.dataSource
      .getRepository(Notification)
      .findOneByOrFail({ userId: tenant.user.id, type: 'tenancy.dispute_answered' });
    expect(told.message).toContain('Babatunde Adeyemi answered your report');
    const mail = (await deliveredEmails(ctx, smtp, tenant.user.email)).find((m) =>
      m.subject?.includes('answered your report'),
    );
    expect(mail?.textBody).toContain('Read the answer');
    expect(receivedBySmtp(tenant.user.email, 'Read the answer', tenancy.id)).toBe(true);
  });

  it('emails both parties the decision with its amounts in naira, and counts open disputes for staff', async () => {
    const overview = async () =>
      (await ctx.http.get('/api/admin/overview').set(support.auth)).body.counts.openTenancyDisputes;
    const before = await overview();
    expect(before).toMatchObject({ resource: 'tenancy-disputes', filter: { state: 'open' } });

    const { tenant, tenancy } = await reported();
    expect((await overview()).count).toBe(before.count + 1);
    const dispute = await disputeOf(tenancy.id);
    const decided = await ctx.http
      .post(`/api/admin/tenancy-disputes/${dispute.id}/refund-partial`)
      .set(admin.auth)
      .send({ amount: 125_000, reason: 'The water heater was missing for a week.' });
    expect(decided.status).toBe(200);
    expect((await overview()).count).toBe(before.count);

    const tenantMail = (await deliveredEmails(ctx, smtp, tenant.user.email)).find((m) =>
      m.subject?.startsWith('Decision on tenancy'),
    );
    // Received by the SMTP peer; its words as the outbox keeps them.
    expect(receivedBySmtp(tenant.user.email, 'RentNaija decided', tenancy.id)).toBe(true);
    expect(receivedBySmtp(landlord.user.email, 'RentNaija decided', tenancy.id)).toBe(true);
    expect(tenantMail?.subject).toContain(`${formatNaira(125_000)} refunded`);
    expect(tenantMail?.textBody).toContain(
      `${formatNaira(125_000)} is refunded to you and ${formatNaira(releasable - 125_000)} of rent and fees is released to the landlord`,
    );
    expect(tenantMail?.textBody).toContain('The water heater was missing for a week.');
    expect(tenantMail?.textBody).not.toMatch(/₦[\d,]+\.\d/);
    const landlordMail = (await deliveredEmails(ctx, smtp, landlord.user.email)).find(
      (m) => m.subject?.startsWith('Decision on tenancy') && m.textBody?.includes(tenancy.id),
    );
    expect(landlordMail?.textBody).toContain(
      `${formatNaira(releasable - 125_000)} of rent and fees is released to you and ${formatNaira(125_000)} is refunded to the tenant`,
    );

    // The refund's own email says why the money goes back.
    const refundMail = (await deliveredEmails(ctx, smtp, tenant.user.email)).find((m) =>
      m.subject?.startsWith('We are refunding'),
    );
    expect(refundMail?.textBody).toContain('(the listing misrepresented the property)');
    expect(refundMail?.textBody).not.toContain('was not successful');

    // The tenant's page shows the decision.
    const page = await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(tenant.auth);
    expect(page.body.dispute).toMatchObject({
      state: 'decided',
      decision: 'refund_partial',
      refundAmount: 125_000,
    });
  });

  it('gives a refund receipt once the refund reached the tenant, beside the payment receipt', async () => {
    const { tenant, tenancy } = await reported();
    const receipt = (who: Signed) =>
      ctx.http
        .get(`/api/payments/${tenancy.paymentId}/refund-receipt.pdf`)
        .set(who.auth)
        .buffer(true)
        .parse(binary);
    const early = await receipt(tenant);
    expect(early.status).toBe(409);
    expect(early.body.toString()).toContain('REFUND_NOT_PROCESSED');
    const mine = async () =>
      (await ctx.http.get('/api/payments/mine').set(tenant.auth)).body.data.find(
        (p: { id: string }) => p.id === tenancy.paymentId,
      );
    expect((await mine()).refundReceiptAvailable).toBe(false);

    const dispute = await disputeOf(tenancy.id);
    await ctx.http
      .post(`/api/admin/tenancy-disputes/${dispute.id}/refund-partial`)
      .set(admin.auth)
      .send({ amount: 90_000, reason: 'The wardrobe doors were broken.' });
    for (let i = 0; i < 50; i++) {
      await ctx.drainJobs();
      await paystack.settled();
      const refund = await ctx.dataSource
        .getRepository(Refund)
        .findOneByOrFail({ paymentId: tenancy.paymentId });
      if (refund.status === 'processed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await mine()).refundReceiptAvailable).toBe(true);

    const res = await receipt(tenant);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('RentNaija-refund-receipt-');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Refund receipt');
    expect(text).toContain('Total refunded');
    expect(text).toContain(formatNaira(90_000));
    expect(text).toContain(formatNaira(moveInCost(fees).total));
    expect(text).toContain('Ngozi Okafor');
    expect((await receipt(landlord)).status).toBe(200);
    const stranger = await makeSignedInUser(ctx, { role: 'tenant' });
    expect((await receipt(stranger)).status).toBe(404);
  });

  it('tells the tenant when the rent receipt can be downloaded', async () => {
    const { tenant, tenancy } = await reported();
    const before = await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(tenant.auth);
    expect(before.body.rentReceiptAvailable).toBe(false);
    const dispute = await disputeOf(tenancy.id);
    await ctx.http
      .post(`/api/admin/tenancy-disputes/${dispute.id}/release`)
      .set(admin.auth)
      .send({ reason: 'The landlord fixed everything the same day.' });
    const after = await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(tenant.auth);
    expect(after.body.rentReceiptAvailable).toBe(true);
    const pdf = await ctx.http
      .get(`/api/tenancies/${tenancy.id}/rent-receipt.pdf`)
      .set(tenant.auth)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    const mail = (await deliveredEmails(ctx, smtp, tenant.user.email)).find((m) =>
      m.subject?.startsWith('Decision on tenancy'),
    );
    expect(mail?.textBody).toContain(
      `nothing is refunded: the rent and fees (${formatNaira(releasable)}) are released to the landlord`,
    );
  });
});
