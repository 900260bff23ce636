import { OutboxEntry } from '../src/platform/jobs/entities/outbox-entry.entity.js';
import { OutboxService } from '../src/platform/jobs/outbox.service.js';
import { secret } from '../src/platform/jobs/secrets.js';
import { layout, mailTemplate } from '../src/platform/mail/mail-template.js';
import { MAIL_TEMPLATES } from '../src/platform/mail/mail-catalogue.js';
import { MailService } from '../src/platform/mail/mail.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { linkIn, startSmtpServer } from './support/smtp.js';

describe('email delivery over SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers the confirmation email through the queue with a link that confirms the account', async () => {
    const res = await ctx.http.post('/api/auth/register').send({
      name: 'Emeka Nwosu',
      email: 'emeka@example.com',
      password: 'Str0ng!pass',
      role: 'tenant',
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor('emeka@example.com');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.decoded).toContain('Content-Type: text/html');
    const { token, url } = linkIn(mail, '/auth/callback');
    expect(url.startsWith('http://localhost:3000/auth/callback?token=')).toBe(true);

    await ctx.drainJobs();
    const [row] = await recordedEmails(ctx, { to: 'emeka@example.com' });
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      subject: 'Confirm your email address',
      data: { name: 'Emeka Nwosu', link: 'http://localhost:3000/auth/callback?token=REDACTED' },
    });
    expect(row.sentAt).not.toBeNull();
    // The kept copy shows where the link goes, never the token.
    expect(row.textBody).toContain('http://localhost:3000/auth/callback?token=REDACTED');
    expect(`${row.textBody}${row.htmlBody}`).not.toContain(token);

    expect((await ctx.http.post('/api/auth/confirm-email').send({ token })).status).toBe(200);
    const login = await ctx.http
      .post('/api/auth/login')
      .send({ email: 'emeka@example.com', password: 'Str0ng!pass' });
    expect(login.status).toBe(200);
  });

  it('queues again an email that was recorded but never queued (nothing is lost)', async () => {
    // Recorded in a transaction whose commit never reached the queue, as if Redis had been down.
    const id = await ctx.dataSource.transaction(async (m) => {
      const repo = m.getRepository(OutboxEntry);
      const row = await repo.save(
        repo.create({
          jobName: 'mail.send' as never,
          payload: {
            to: 'stranded@example.com',
            template: 'contact-acknowledgement',
            data: { reference: 'RN-0000ABCD' },
          },
        }),
      );
      return row.id;
    });
    await ctx.dataSource.query(
      `UPDATE outbox SET created_at = now() - interval '5 minutes' WHERE id = $1`,
      [id],
    );
    expect(await ctx.app.get(OutboxService).requeuePending(60_000)).toBe(1);
    const mail = await smtp.waitFor('stranded@example.com');
    expect(mail.subject).toBe('We received your message (RN-0000ABCD)');
  });

  it('never queues an email whose transaction rolled back', async () => {
    await expect(
      ctx.dataSource.transaction(async (m) => {
        await ctx.app.get(MailService).record(m, {
          to: 'rolled-back@example.com',
          template: 'reset-password',
          data: { name: 'Nobody', link: secret('http://localhost:3000/reset-password?token=x') },
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await ctx.drainJobs();
    expect(await recordedEmails(ctx, { to: 'rolled-back@example.com' })).toEqual([]);
    expect(smtp.received.some((m) => m.to.includes('rolled-back@example.com'))).toBe(false);
  });

  it('renders attachments when the email is delivered, and keeps their names and a calendar invite whole', async () => {
    const templates = MAIL_TEMPLATES as Record<string, unknown>;
    let renderedAt: Date | undefined;
    templates['test-invite'] = mailTemplate<{ title: string }>(({ title }) => {
      renderedAt = new Date();
      return {
        subject: `Invitation: ${title}`,
        ...layout('You are invited', [`See the attached invite for ${title}.`]),
        attachments: [
          {
            filename: 'invite.ics',
            contentType: 'text/calendar; method=REQUEST',
            content: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:${title}\r\nEND:VCALENDAR\r\n`,
          },
        ],
      };
    });
    try {
      const recordedAt = new Date();
      await ctx.app.get(MailService).send({
        to: 'invitee@example.com',
        template: 'test-invite' as never,
        data: { title: 'Viewing in Yaba' } as never,
      });
      const mail = await smtp.waitFor('invitee@example.com');
      expect(mail.decoded).toMatch(/Content-Type: text\/calendar; method=REQUEST/);
      expect(mail.decoded).toMatch(/filename=invite\.ics/);
      expect(renderedAt!.getTime()).toBeGreaterThanOrEqual(recordedAt.getTime());
      await ctx.drainJobs();
      const [row] = await recordedEmails(ctx, { to: 'invitee@example.com' });
      expect(row.attachments).toEqual([
        {
          filename: 'invite.ics',
          contentType: 'text/calendar; method=REQUEST',
          size: expect.any(Number),
          content: expect.stringContaining('SUMMARY:Viewing in Yaba'),
        },
      ]);
    } finally {
      delete templates['test-invite'];
    }
  });
});

describe('email delivery when the SMTP server refuses', () => {
  it('keeps the email pending with the error and the attempts, and retries it', async () => {
    const ctx = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      await ctx.http.post('/api/auth/register').send({
        name: 'Retry Me',
        email: 'retry@example.com',
        password: 'Str0ng!pass',
        role: 'tenant',
      });
      const deadline = Date.now() + 10_000;
      let [row] = await recordedEmails(ctx, { to: 'retry@example.com' });
      while (row.attempts < 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        [row] = await recordedEmails(ctx, { to: 'retry@example.com' });
      }
      expect(row.status).toBe('pending');
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await ctx.close();
    }
  });
});
