import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity.js';
import { OutboxEntry } from '../src/platform/jobs/entities/outbox-entry.entity.js';
import { JobName } from '../src/platform/jobs/jobs.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { startSmtpServer } from './support/smtp.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('console actions: replying to contact messages, retrying failed emails', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Signed;
  let support: Signed;
  let tenant: Signed;
  let landlord: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    admin = await makeSignedInUser(ctx, { role: 'admin', name: 'Ada Admin' });
    support = await makeSignedInUser(ctx, { role: 'support', name: 'Sade Support' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  async function contactMessage(email: string) {
    const res = await ctx.http.post('/api/contact').send({
      fullName: 'Kemi Ade',
      email,
      category: 'tenant-support',
      subject: 'Viewing on Saturday',
      message: 'Can I view the Yaba flat this Saturday?',
    });
    expect(res.status).toBe(201);
    return ctx.dataSource.getRepository(ContactMessage).findOneByOrFail({ email });
  }

  it('lets support reply by email; the reply is kept, audited, and moves the message on', async () => {
    const message = await contactMessage('kemi@example.com');
    const res = await ctx.http
      .post(`/api/admin/contact-messages/${message.id}/reply`)
      .set(support.auth)
      .send({ message: 'Hello Kemi, yes: the landlord can show it at 10 on Saturday.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: message.id,
      status: 'in_progress',
      replies: [
        {
          body: 'Hello Kemi, yes: the landlord can show it at 10 on Saturday.',
          authorId: support.user.id,
          authorName: 'Sade Support',
        },
      ],
    });
    await ctx.drainJobs();
    const reply = smtp.received.find(
      (m) => m.to.includes('kemi@example.com') && m.subject.startsWith('Re:'),
    );
    expect(reply?.subject).toBe(`Re: your message to RentNaija (${res.body.reference})`);
    expect(reply?.decoded).toContain('the landlord can show it at 10 on Saturday.');
    const audit = await ctx.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ entityId: message.id, action: 'contact.reply' });
    expect(audit).toMatchObject({ actorId: support.user.id, before: { status: 'new' } });
    const shown = await ctx.http.get(`/api/admin/contact-messages/${message.id}`).set(admin.auth);
    expect(shown.body.replies).toHaveLength(1);
  });

  it('refuses a reply from tenants and landlords, an empty reply, and an unknown message', async () => {
    const message = await contactMessage('quiet@example.com');
    const url = `/api/admin/contact-messages/${message.id}/reply`;
    const body = { message: 'Thanks for writing.' };
    expect((await ctx.http.post(url).send(body)).status).toBe(401);
    expect((await ctx.http.post(url).set(tenant.auth).send(body)).status).toBe(403);
    expect((await ctx.http.post(url).set(landlord.auth).send(body)).status).toBe(403);
    const empty = await ctx.http.post(url).set(admin.auth).send({ message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ field: 'message', message: 'A reply is required' }]);
    expect(
      (
        await ctx.http
          .post('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/reply')
          .set(admin.auth)
          .send(body)
      ).status,
    ).toBe(404);
    await ctx.drainJobs();
    expect(
      (await recordedEmails(ctx, { to: 'quiet@example.com', template: 'contact-reply' })).length,
    ).toBe(0);
  });

  async function failedEmail(to: string) {
    const repo = ctx.dataSource.getRepository(OutboxEntry);
    return repo.save(
      repo.create({
        jobName: JobName.SendEmail,
        payload: { to, template: 'contact-acknowledgement', data: { reference: 'RN-FA11ED00' } },
        status: 'failed',
        attempts: 6,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        processedAt: new Date(),
      }),
    );
  }

  it('lets only admins retry a failed email, which is then delivered', async () => {
    const row = await failedEmail('bounced@example.com');
    const url = `/api/admin/email-outbox/${row.id}/retry`;
    for (const who of [tenant, landlord, support]) {
      expect((await ctx.http.post(url).set(who.auth)).status).toBe(403);
    }
    expect((await ctx.http.post(url)).status).toBe(401);
    const res = await ctx.http.post(url).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, status: 'pending' });
    await smtp.waitFor('bounced@example.com');
    await ctx.drainJobs();
    const [after] = await recordedEmails(ctx, { to: 'bounced@example.com' });
    expect(after).toMatchObject({ status: 'sent', attempts: 7, lastError: null });
    expect(
      await ctx.dataSource
        .getRepository(AuditLog)
        .countBy({ entityId: row.id, action: 'email.retry' }),
    ).toBe(1);
    // Sent now: no second retry.
    const again = await ctx.http.post(url).set(admin.auth);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only failed emails can be retried.');
  });

  it('lets support read the outbox but not retry', async () => {
    const row = await failedEmail('readable@example.com');
    const list = await ctx.http
      .get('/api/admin/email-outbox')
      .query({ filter: JSON.stringify({ status: 'failed' }) })
      .set(support.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((e: { id: string }) => e.id)).toContain(row.id);
    expect(list.headers['content-range']).toMatch(/^email-outbox 0-\d+\/\d+$/);
    const one = await ctx.http.get(`/api/admin/email-outbox/${row.id}`).set(support.auth);
    expect(one.body).toMatchObject({
      status: 'failed',
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(
      (await ctx.http.post(`/api/admin/email-outbox/${row.id}/retry`).set(support.auth)).status,
    ).toBe(403);
  });
});
