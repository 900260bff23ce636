import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { OwnershipProof } from '../src/modules/ownership/entities/ownership-proof.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { sampleIdCardPng, samplePdf } from '../src/platform/storage/sample-documents.js';
import { PDFDocument } from '@cantoo/pdf-lib';
import { createTestApp, type TestContext } from './support/app.js';
import { deliveredEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { binary, pdfText } from './support/payments.js';
import { activeContentIn, HOSTILE_PDF_TEXT, hostilePdf, passwordPdf } from './support/pdfs.js';
import { startSmtpServer } from './support/smtp.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('verified owners: proofs of the right to let a listing', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Signed;
  let support: Signed;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    support = await makeSignedInUser(ctx, { role: 'support' });
    landlord = await makeSignedInUser(ctx, { role: 'landlord', name: 'Bola Adeyemi' });
    otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const send = (who: Signed, propertyId: string, documentType = 'deed_of_assignment') =>
    ctx.http
      .post(`/api/properties/${propertyId}/ownership-proofs`)
      .set(who.auth)
      .field('documentType', documentType)
      .attach('file', samplePdf('Deed of assignment', ['Assignee: Bola Adeyemi']), 'deed.pdf');
  const decide = (proofId: string, action: 'approve' | 'reject', body?: object) =>
    ctx.http.post(`/api/admin/ownership-proofs/${proofId}/${action}`).set(admin.auth).send(body);
  const search = async (query: Record<string, string>) =>
    (await ctx.http.get('/api/properties').query(query)).body.data as {
      id: string;
      verifiedOwner: boolean;
    }[];

  it('takes a proof from the listing’s landlord only, one waiting at a time', async () => {
    const listing = await makeListing(ctx, landlord.user, { title: 'Ikoyi terrace' });
    const unpublished = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });

    const sent = await send(landlord, listing.id);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      propertyId: listing.id,
      documentType: 'deed_of_assignment',
      mimeType: 'application/pdf',
      fileName: 'deed.pdf',
      status: 'pending',
      rejectionReason: null,
      listingAddress: listing.location,
      url: `/api/ownership-proofs/${sent.body.id}/document`,
    });
    const twice = await send(landlord, listing.id);
    expect([twice.status, twice.body.code]).toEqual([409, 'OWNERSHIP_PROOF_PENDING']);

    // Another landlord's listing is 404, public or not, as every resource of someone else.
    const notMine = await send(otherLandlord, listing.id);
    expect([notMine.status, notMine.body.code]).toEqual([404, 'PROPERTY_NOT_FOUND']);
    expect((await send(otherLandlord, unpublished.id)).body).toEqual(notMine.body);
    expect((await send(tenant, listing.id)).status).toBe(403);
    const html = await ctx.http
      .post(`/api/properties/${unpublished.id}/ownership-proofs`)
      .set(landlord.auth)
      .field('documentType', 'title_document')
      .attach('file', Buffer.from('<html>deed</html>'), 'deed.pdf');
    expect([html.status, html.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const badType = await ctx.http
      .post(`/api/properties/${unpublished.id}/ownership-proofs`)
      .set(landlord.auth)
      .field('documentType', 'survey_plan')
      .attach('file', samplePdf('Survey', []), 'survey.pdf');
    expect(badType.status).toBe(400);
    expect(
      await ctx.dataSource.getRepository(OwnershipProof).countBy({ propertyId: unpublished.id }),
    ).toBe(0);

    const list = await ctx.http
      .get(`/api/properties/${listing.id}/ownership-proofs`)
      .set(landlord.auth);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([sent.body.id]);
    expect(
      (await ctx.http.get(`/api/properties/${listing.id}/ownership-proofs`).set(otherLandlord.auth))
        .status,
    ).toBe(404);
    expect(
      (await ctx.http.get(`/api/properties/${listing.id}/ownership-proofs`).set(support.auth)).body,
    ).toHaveLength(1);

    for (const who of [landlord, support, admin]) {
      const file = await ctx.http.get(sent.body.url).set(who.auth);
      expect([file.status, file.headers['content-type'], file.headers['cache-control']]).toEqual([
        200,
        'application/pdf',
        'no-store',
      ]);
    }
    expect((await ctx.http.get(sent.body.url).set(otherLandlord.auth)).status).toBe(404);
    expect((await ctx.http.get(sent.body.url).set(tenant.auth)).status).toBe(403);
  });

  it('keeps a proof PDF’s pages only, serves it as a download, and refuses a locked one', async () => {
    const listing = await makeListing(ctx, landlord.user, { title: 'Yaba flat' });
    const locked = await ctx.http
      .post(`/api/properties/${listing.id}/ownership-proofs`)
      .set(landlord.auth)
      .field('documentType', 'title_document')
      .attach('file', await passwordPdf(), 'c-of-o.pdf');
    expect([locked.status, locked.body.code]).toEqual([400, 'PDF_PASSWORD_PROTECTED']);
    expect(
      await ctx.dataSource.getRepository(OwnershipProof).countBy({ propertyId: listing.id }),
    ).toBe(0);

    const sent = await ctx.http
      .post(`/api/properties/${listing.id}/ownership-proofs`)
      .set(landlord.auth)
      .field('documentType', 'title_document')
      .attach('file', hostilePdf(), 'c-of-o.pdf');
    expect([sent.status, sent.body.mimeType]).toEqual([201, 'application/pdf']);
    const file = await ctx.http.get(sent.body.url).set(admin.auth).buffer(true).parse(binary);
    expect(file.headers).toMatchObject({
      'content-disposition': 'attachment; filename="c-of-o.pdf"',
      'x-content-type-options': 'nosniff',
    });
    const bytes = file.body as Buffer;
    expect(activeContentIn(bytes)).toEqual([]);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = await pdfText(bytes);
    for (const line of HOSTILE_PDF_TEXT) expect(text).toContain(line);
  });

  it('gives an approved listing the Verified owner badge in every view and the search filter', async () => {
    const listing = await makeListing(ctx, landlord.user, {
      title: 'Lekki duplex',
      city: 'Abuja',
      state: 'FCT',
    });
    const plain = await makeListing(ctx, landlord.user, { city: 'Abuja', state: 'FCT' });
    const proof = (await send(landlord, listing.id, 'title_document')).body;
    expect((await search({ city: 'abuja', verifiedOwner: 'true' })).map((p) => p.id)).not.toContain(
      listing.id,
    );

    const approved = await decide(proof.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      reviewedBy: admin.user.id,
      property: { id: listing.id, title: 'Lekki duplex', verifiedOwner: true },
      landlord: { id: landlord.user.id, email: landlord.user.email },
    });

    const detail = await ctx.http.get(`/api/properties/${listing.id}`);
    expect(detail.body.verifiedOwner).toBe(true);
    const verifiedOnly = await search({ city: 'abuja', verifiedOwner: 'true' });
    expect(verifiedOnly.map((p) => [p.id, p.verifiedOwner])).toEqual([[listing.id, true]]);
    const all = await search({ city: 'abuja' });
    expect(Object.fromEntries(all.map((p) => [p.id, p.verifiedOwner]))).toMatchObject({
      [listing.id]: true,
      [plain.id]: false,
    });
    expect((await search({ city: 'abuja', verifiedOwner: 'false' })).length).toBe(all.length);
    const bad = await ctx.http.get('/api/properties').query({ verifiedOwner: 'yes' });
    expect([bad.status, bad.body.details]).toEqual([
      400,
      [{ field: 'verifiedOwner', message: 'verifiedOwner must be true or false' }],
    ]);
    const again = await send(landlord, listing.id);
    expect([again.status, again.body.code]).toEqual([409, 'OWNER_ALREADY_VERIFIED']);

    await ctx.drainJobs();
    const emails = await deliveredEmails(ctx, smtp, landlord.user.email);
    expect(emails[0]).toMatchObject({
      template: 'ownership-approved',
      status: 'sent',
      subject: 'Verified owner: Lekki duplex',
    });
    const bell = await ctx.dataSource
      .getRepository(Notification)
      .findOneByOrFail({ userId: landlord.user.id, type: 'ownership.approved' });
    expect([bell.message, bell.link]).toEqual([
      '"Lekki duplex" now shows the Verified owner badge.',
      `/property/${listing.id}`,
    ]);
  });

  it('rejects with a reason the landlord is told, audited; the landlord may send another', async () => {
    const listing = await makeListing(ctx, landlord.user, { title: 'Surulere flat' });
    const proof = (await send(landlord, listing.id)).body;
    const short = await decide(proof.id, 'reject', { reason: 'No' });
    expect(short.status).toBe(400);
    const reason = 'The deed names a different property; send the deed for this address.';
    const rejected = await ctx.http
      .post(`/api/admin/ownership-proofs/${proof.id}/reject`)
      .set(admin.auth)
      .set('X-Request-Id', 'req-proof-reject')
      .send({ reason });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await decide(proof.id, 'approve')).body.code).toBe('OWNERSHIP_PROOF_DECIDED');
    expect((await ctx.http.get(`/api/properties/${listing.id}`)).body.verifiedOwner).toBe(false);

    const audit = await ctx.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ entityId: proof.id });
    expect(audit).toMatchObject({
      action: 'ownership.reject',
      entityType: 'ownership_proof',
      actorId: admin.user.id,
      reason,
      requestId: 'req-proof-reject',
      before: { status: 'pending', verifiedOwner: false },
      after: { status: 'rejected', verifiedOwner: false },
    });
    await ctx.drainJobs();
    const emails = await deliveredEmails(ctx, smtp, landlord.user.email);
    expect(emails[0].template).toBe('ownership-rejected');
    expect(emails[0].decoded).toContain(reason);

    const next = await ctx.http
      .post(`/api/properties/${listing.id}/ownership-proofs`)
      .set(landlord.auth)
      .field('documentType', 'letter_of_authority')
      .attach('file', await sampleIdCardPng('Bola Adeyemi', 'LETTER OF AUTHORITY'), 'letter.png');
    expect(next.body).toMatchObject({ status: 'pending', mimeType: 'image/png' });
  });

  it('takes the badge off when the listing moves to another address', async () => {
    const listing = await makeListing(ctx, landlord.user, { title: 'Wuse 2 flat' });
    const proof = (await send(landlord, listing.id)).body;
    await decide(proof.id, 'approve');
    const edit = await ctx.http
      .patch(`/api/properties/${listing.id}`)
      .set(landlord.auth)
      .send({ address: '3 Aminu Kano Crescent' });
    expect(edit.status).toBe(200);
    // The new address waits for review; the badge stays with the approved address meanwhile.
    expect((await ctx.http.get(`/api/properties/${listing.id}`)).body.verifiedOwner).toBe(true);
    await ctx.http.post(`/api/admin/properties/${listing.id}/approve`).set(admin.auth);
    const after = await ctx.http.get(`/api/properties/${listing.id}`);
    expect(after.body).toMatchObject({ address: '3 Aminu Kano Crescent', verifiedOwner: false });
    expect((await send(landlord, listing.id)).status).toBe(201);
  });

  it('archives instead of deleting a listing with proofs, keeping the record', async () => {
    const listing = await makeListing(ctx, landlord.user);
    await send(landlord, listing.id);
    const res = await ctx.http.delete(`/api/properties/${listing.id}`).set(landlord.auth);
    expect(res.status).toBeLessThan(300);
    const row = await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: listing.id });
    expect(row.archivedAt).not.toBeNull();
  });
});
