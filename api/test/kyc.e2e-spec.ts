import { KYC_MESSAGES, MAX_UPLOAD_BYTES } from '@rentnaija/shared';
import sharp from 'sharp';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { KycDocument } from '../src/modules/kyc/entities/kyc-document.entity.js';
import { KycRecord } from '../src/modules/kyc/entities/kyc-record.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { samplePdf } from '../src/platform/storage/sample-documents.js';
import { PDFDocument } from '@cantoo/pdf-lib';
import { createTestApp, type TestContext } from './support/app.js';
import { deliveredEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { kycBody, submitKyc, uploadBothDocuments, uploadKycDocument } from './support/kyc.js';
import { pdfText } from './support/payments.js';
import {
  activeContentIn,
  brokenPdf,
  HOSTILE_PDF_TEXT,
  hostilePdf,
  passwordPdf,
} from './support/pdfs.js';
import { startSmtpServer } from './support/smtp.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('KYC: tenants and landlords verify their identity', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    support = await makeSignedInUser(ctx, { role: 'support' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const me = (who: Signed) => ctx.http.get('/api/kyc/me').set(who.auth);
  /** A document's bytes as `who` reads them. */
  const readFile = (url: string, who: Signed) =>
    ctx.http
      .get(url)
      .set(who.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const submission = async (userId: string) =>
    ctx.dataSource.getRepository(KycRecord).findOneByOrFail({ userId });

  it("answers { status: 'not_submitted' } before a submission, and 403 to staff", async () => {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const res = await me(tenant);
    expect([res.status, res.body]).toEqual([200, { status: 'not_submitted' }]);
    expect((await ctx.http.get('/api/kyc/me')).status).toBe(401);
    for (const staff of [admin, support]) {
      expect((await me(staff)).status).toBe(403);
      expect((await ctx.http.put('/api/kyc/me').set(staff.auth).send({})).status).toBe(403);
    }
  });

  describe('refuses every rule of each step on the server, naming the field', () => {
    let landlord: Signed;
    let documents: Awaited<ReturnType<typeof uploadBothDocuments>>;
    beforeAll(async () => {
      landlord = await makeSignedInUser(ctx, { role: 'landlord' });
      documents = await uploadBothDocuments(ctx, landlord);
    });

    const cases: [string, string, unknown, string][] = [
      // Step 1: personal details
      ['personal', 'firstName', '  ', 'First name is required'],
      ['personal', 'lastName', undefined, 'Last name is required'],
      ['personal', 'email', 'chioma@', 'Email is invalid'],
      ['personal', 'phone', '', 'Phone number is required'],
      [
        'personal',
        'phone',
        '+44 20 7946 0000',
        'Enter a Nigerian phone number such as 08031234567 or +2348031234567',
      ],
      ['personal', 'dateOfBirth', '2023-02-30', 'Enter a valid date of birth'],
      ['personal', 'dateOfBirth', '2015-06-01', 'You must be at least 18 years old'],
      ['personal', 'nationality', 'Ghanaian', 'Please choose your nationality'],
      // Step 2: employment
      ['employment', 'occupation', '', 'Occupation is required'],
      ['employment', 'employer', undefined, 'Employer is required'],
      ['employment', 'employerPhone', 'call me', 'Employer phone number is invalid'],
      ['employment', 'employerEmail', 'hr-at-example', 'Employer email is invalid'],
      ['employment', 'monthlyIncome', undefined, 'Monthly income is required'],
      ['employment', 'monthlyIncome', '650000', 'Monthly income must be a whole number of naira'],
      ['employment', 'monthlyIncome', -1, 'Monthly income must be a whole number of naira'],
      ['employment', 'employmentType', 'contract', 'Please choose an employment type'],
      // Step 3: current address
      ['address', 'currentAddress', '', 'Address is required'],
      ['address', 'currentCity', '', 'City is required'],
      ['address', 'currentState', 'Lagos State', 'Please choose a state'],
      ['address', 'currentPostalCode', '10121', 'Postal code must be 6 digits'],
      ['address', 'addressDuration', '3 years', 'Please choose how long you have lived there'],
      // Step 4: documents and NIN
      ['documents', 'governmentIdType', 'nin-slip', 'Please choose an ID type'],
      ['documents', 'ninNumber', '', 'NIN is required'],
      ['documents', 'ninNumber', '1234567890', 'NIN must be exactly 11 digits'],
      ['documents', 'ninNumber', '1234567890A', 'NIN must be exactly 11 digits'],
      ['documents', 'ninNumber', '123456789012', 'NIN must be exactly 11 digits'],
      ['documents', 'governmentIdDocumentId', undefined, 'Please upload your government ID'],
      ['documents', 'proofOfResidencyDocumentId', 'x', 'Please upload a proof of residency'],
    ];

    it.each(cases)('%s: %s = %j', async (_step, field, value, message) => {
      const res = await ctx.http
        .put('/api/kyc/me')
        .set(landlord.auth)
        .send(kycBody(documents, { [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toEqual([{ field, message }]);
      expect((await me(landlord)).body).toEqual({ status: 'not_submitted' });
    });

    it('refuses documents that are not the user’s own or not of their kind', async () => {
      const other = await makeSignedInUser(ctx, { role: 'tenant' });
      const theirs = await uploadBothDocuments(ctx, other);
      const swapped = await ctx.http
        .put('/api/kyc/me')
        .set(landlord.auth)
        .send(
          kycBody({
            governmentIdDocumentId: documents.proofOfResidencyDocumentId,
            proofOfResidencyDocumentId: theirs.proofOfResidencyDocumentId,
          }),
        );
      expect(swapped.status).toBe(400);
      expect(swapped.body.details).toEqual([
        {
          field: 'governmentIdDocumentId',
          message: 'This document was uploaded as a proof of residency',
        },
        { field: 'proofOfResidencyDocumentId', message: 'Please upload your proof of residency' },
      ]);
    });
  });

  it('keeps empty optional fields out and the monthly income as a number', async () => {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const documents = await uploadBothDocuments(ctx, tenant);
    const res = await ctx.http
      .put('/api/kyc/me')
      .set(tenant.auth)
      .send(
        kycBody(documents, {
          employerEmail: '',
          currentPostalCode: '   ',
          phone: '0803 123 4567',
          firstName: '  Adebayo ',
        }),
      );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'pending',
      isVerified: false,
      firstName: 'Adebayo',
      phone: '08031234567',
      employerEmail: null,
      currentPostalCode: null,
      monthlyIncome: 650000,
      governmentIdDocument: { id: documents.governmentIdDocumentId, kind: 'government_id' },
      proofOfResidencyDocument: { kind: 'proof_of_residency', mimeType: 'application/pdf' },
    });
    const row = await submission(tenant.user.id);
    expect(row).toMatchObject({
      monthlyIncome: 650000,
      employerEmail: null,
      dateOfBirth: '1990-01-15',
    });
  });

  describe('documents: the bytes decide, and only their owner and staff read them', () => {
    let tenant: Signed;
    beforeAll(async () => {
      tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    });

    it('stores a PDF named .png as a PDF, rewritten with its pages', async () => {
      const pdf = samplePdf('Tenancy letter', ['To whom it may concern']);
      const res = await uploadKycDocument(
        ctx,
        tenant,
        'proof_of_residency',
        pdf,
        'letter.png',
        'image/png',
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        kind: 'proof_of_residency',
        mimeType: 'application/pdf',
        fileName: 'letter.pdf',
        url: `/api/kyc/documents/${res.body.id}`,
      });
      const file = await readFile(res.body.url, tenant);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((file.body as Buffer).length).toBe(res.body.size);
      expect(await pdfText(file.body as Buffer)).toContain('To whom it may concern');
    });

    it('strips scripts, actions, launch links and attached files from a PDF, keeping its pages', async () => {
      const owner = await makeSignedInUser(ctx, { role: 'landlord' });
      const res = await uploadKycDocument(
        ctx,
        owner,
        'proof_of_residency',
        hostilePdf(),
        'bill.pdf',
        'application/pdf',
      );
      expect([res.status, res.body.mimeType]).toEqual([201, 'application/pdf']);
      for (const who of [owner, admin]) {
        const file = await readFile(res.body.url, who);
        const bytes = file.body as Buffer;
        expect(file.headers['content-disposition']).toBe('attachment; filename="bill.pdf"');
        expect(activeContentIn(bytes)).toEqual([]);
        const parsed = await PDFDocument.load(bytes);
        expect(parsed.getPageCount()).toBe(2);
        expect(parsed.catalog.keys().map(String).sort()).toEqual(['/Pages', '/Type']);
        const text = await pdfText(bytes);
        for (const line of HOSTILE_PDF_TEXT) expect(text).toContain(line);
      }
    });

    it('refuses a PDF locked with a password, or one that cannot be read, with 400', async () => {
      const owner = await makeSignedInUser(ctx, { role: 'tenant' });
      const locked = await uploadKycDocument(
        ctx,
        owner,
        'proof_of_residency',
        await passwordPdf(),
        'statement.pdf',
      );
      expect([locked.status, locked.body.code, locked.body.details]).toEqual([
        400,
        'PDF_PASSWORD_PROTECTED',
        [{ field: 'file', message: 'The PDF is protected by a password' }],
      ]);
      expect(locked.body.message).toMatch(/without a password/);
      const broken = await uploadKycDocument(ctx, owner, 'government_id', brokenPdf(), 'id.pdf');
      expect([broken.status, broken.body.code]).toEqual([400, 'PDF_UNREADABLE']);
      expect(
        await ctx.dataSource.getRepository(KycDocument).countBy({ userId: owner.user.id }),
      ).toBe(0);
    });

    it('refuses an HTML file named .pdf, and anything over 5 MB, with the upload form’s messages', async () => {
      const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
      const fake = await uploadKycDocument(
        ctx,
        tenant,
        'government_id',
        html,
        'id.pdf',
        'application/pdf',
      );
      expect([fake.status, fake.body.code, fake.body.message]).toEqual([
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        KYC_MESSAGES.invalidFileType,
      ]);
      const big = Buffer.concat([samplePdf('Big', ['x']), Buffer.alloc(MAX_UPLOAD_BYTES)]);
      const large = await uploadKycDocument(ctx, tenant, 'government_id', big, 'big.pdf');
      expect([large.status, large.body.code, large.body.message]).toEqual([
        413,
        'FILE_TOO_LARGE',
        KYC_MESSAGES.fileTooLarge,
      ]);
      const noKind = await ctx.http
        .post('/api/kyc/documents')
        .set(tenant.auth)
        .attach('file', samplePdf('x', []), 'x.pdf');
      expect(noKind.status).toBe(400);
      expect(
        await ctx.dataSource.getRepository(KycDocument).countBy({ userId: tenant.user.id }),
      ).toBe(1);
    });

    it('re-encodes a photo of an ID, dropping its metadata (GPS, camera)', async () => {
      const photo = await sharp({
        create: { width: 900, height: 600, channels: 3, background: '#0b5d3b' },
      })
        .withExif({
          IFD0: { Make: 'PhoneCam', Model: 'Ikeja 2' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 35/1 0/1' },
        })
        .jpeg()
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await uploadKycDocument(ctx, tenant, 'government_id', photo, 'my id.jpeg');
      expect(res.body).toMatchObject({ mimeType: 'image/jpeg', fileName: 'my_id.jpg' });
      const file = await readFile(res.body.url, tenant);
      const stored = await sharp(file.body as Buffer).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
      expect(stored.exif).toBeUndefined();
    });

    it('serves a document to its owner and staff only, uncached, unsniffed and sandboxed', async () => {
      const res = await uploadKycDocument(
        ctx,
        tenant,
        'government_id',
        samplePdf('ID', []),
        'id.pdf',
      );
      const other = await makeSignedInUser(ctx, { role: 'tenant' });
      const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
      expect((await ctx.http.get(res.body.url)).status).toBe(401);
      for (const stranger of [other, landlord]) {
        const refused = await ctx.http.get(res.body.url).set(stranger.auth);
        expect([refused.status, refused.body.code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
      }
      for (const who of [tenant, admin, support]) {
        const file = await ctx.http.get(res.body.url).set(who.auth);
        expect(file.status).toBe(200);
        expect(file.headers).toMatchObject({
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="id.pdf"',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        });
      }
      const unknown = '/api/kyc/documents/00000000-0000-4000-8000-000000000000';
      expect((await ctx.http.get(unknown).set(admin.auth)).status).toBe(404);
      // Private files never leave through the public uploads route.
      const stored = await ctx.dataSource
        .getRepository(KycDocument)
        .findOneByOrFail({ id: res.body.id });
      expect(stored.storageKey).toMatch(/^private\/kyc\//);
      expect((await ctx.http.get(`/uploads/${stored.storageKey}`)).status).toBe(404);
    });
  });

  it('checks the NIN with the registry after the submission, for reviewers only', async () => {
    const results: Record<string, unknown> = {};
    for (const [nin, firstName] of [
      ['12345678901', 'Adebayo'],
      ['33333333333', 'Adebayo'],
      ['00000000000', 'Adebayo'],
    ]) {
      const user = await makeSignedInUser(ctx, { role: 'tenant' });
      const submitted = await submitKyc(ctx, user, { ninNumber: nin, firstName });
      expect(submitted).not.toHaveProperty('ninCheck');
      results[nin] = submitted.id;
    }
    await ctx.drainJobs();
    const check = async (nin: string) =>
      (await ctx.http.get(`/api/admin/kyc-submissions/${results[nin]}`).set(support.auth)).body
        .ninCheck;
    expect(await check('12345678901')).toMatchObject({
      status: 'match',
      score: 100,
      vendor: 'sandbox',
      sandbox: true,
      registeredName: 'Adebayo Olumide Ogunleye',
      registeredDateOfBirth: '1990-01-15',
      fields: { firstName: 'exact', lastName: 'exact', dateOfBirth: 'exact' },
    });
    expect(await check('33333333333')).toMatchObject({
      status: 'mismatch',
      registeredName: 'Musa Ibrahim Bello',
      fields: { firstName: 'different', lastName: 'different', dateOfBirth: 'different' },
    });
    expect(await check('00000000000')).toMatchObject({
      status: 'not_found',
      score: null,
      registeredName: null,
      message: 'The registry has no record of this NIN.',
    });
    // The check informs; it never decides.
    const statuses = await ctx.dataSource.getRepository(KycRecord).find({
      select: { status: true },
      where: Object.values(results).map((id) => ({ id: id as string })),
    });
    expect(statuses.map((s) => s.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('tells the user of each decision (bell and email), audits it, and takes a resubmission into the same record', async () => {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant', name: 'Adebayo Ogunleye' });
    const first = await submitKyc(ctx, tenant);
    const resubmit = async () =>
      ctx.http
        .put('/api/kyc/me')
        .set(tenant.auth)
        .send(kycBody(await uploadBothDocuments(ctx, tenant)));
    const underReview = await resubmit();
    expect([underReview.status, underReview.body.code]).toEqual([409, 'KYC_UNDER_REVIEW']);

    const reason = 'The ID photo is blurred; please upload a sharper one.';
    const rejected = await ctx.http
      .post(`/api/admin/kyc-submissions/${first.id}/reject`)
      .set(admin.auth)
      .set('X-Request-Id', 'req-kyc-reject-1')
      .send({ reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      reviewedBy: admin.user.id,
    });
    expect((await me(tenant)).body).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      isVerified: false,
    });
    const again = await ctx.http
      .post(`/api/admin/kyc-submissions/${first.id}/approve`)
      .set(admin.auth);
    expect([again.status, again.body.code]).toEqual([409, 'KYC_ALREADY_DECIDED']);

    const second = await submitKyc(ctx, tenant, { phone: '08039998888' });
    expect(second).toMatchObject({ id: first.id, status: 'pending', rejectionReason: null });
    expect(await ctx.dataSource.getRepository(KycRecord).countBy({ userId: tenant.user.id })).toBe(
      1,
    );
    expect((await submission(tenant.user.id)).submission).toBe(2);
    // The first submission's documents stay until the next one replaces them; older uploads go.
    expect(
      await ctx.dataSource.getRepository(KycDocument).countBy({ userId: tenant.user.id }),
    ).toBe(4);

    const approved = await ctx.http
      .post(`/api/admin/kyc-submissions/${first.id}/approve`)
      .set(admin.auth)
      .set('X-Request-Id', 'req-kyc-approve-1');
    expect(approved.body).toMatchObject({
      status: 'approved',
      isVerified: true,
      rejectionReason: null,
    });
    expect((await me(tenant)).body).toMatchObject({ status: 'approved', isVerified: true });
    const locked = await resubmit();
    expect([locked.status, locked.body.code]).toEqual([409, 'KYC_ALREADY_APPROVED']);

    const bell = await ctx.dataSource
      .getRepository(Notification)
      .find({ where: { userId: tenant.user.id }, order: { createdAt: 'ASC' } });
    expect(bell.map((n) => [n.type, n.message, n.link])).toEqual([
      ['kyc.rejected', `Your KYC submission was not approved: ${reason}`, '/kyc'],
      ['kyc.approved', 'Your identity is verified: your KYC submission was approved.', '/kyc'],
    ]);
    const emails = await deliveredEmails(ctx, smtp, tenant.user.email);
    expect(emails.map((e) => [e.template, e.status, e.subject])).toEqual([
      ['kyc-approved', 'sent', 'Your identity is verified'],
      ['kyc-rejected', 'sent', 'Your KYC submission needs another look'],
    ]);
    expect(emails[1].decoded).toContain(reason);
    expect(emails[1].decoded).toContain('http://localhost:3000/kyc');

    const audit = await ctx.dataSource
      .getRepository(AuditLog)
      .find({ where: { entityId: first.id }, order: { createdAt: 'ASC' } });
    expect(
      audit.map((a) => [
        a.action,
        a.actorId,
        a.reason,
        a.requestId,
        a.before?.status,
        a.after?.status,
      ]),
    ).toEqual([
      ['kyc.reject', admin.user.id, reason, 'req-kyc-reject-1', 'pending', 'rejected'],
      ['kyc.approve', admin.user.id, null, 'req-kyc-approve-1', 'pending', 'approved'],
    ]);
    expect(audit[0].after).toMatchObject({ ninNumber: '*******8901' });
  });
});
