import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity.js';
import { EmailOutbox } from '../src/modules/mail/entities/email-outbox.entity.js';
import { createTestApp, type TestContext } from './support/app.js';

describe('contact form', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Behind one trusted proxy, so X-Forwarded-For separates the test's clients.
    ctx = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(() => ctx.close());

  const valid = {
    fullName: 'Halima Sani',
    email: 'halima@example.com',
    phone: '08031234567',
    category: 'tenant-support',
    subject: 'Viewing in Wuse 2',
    message: 'Can I view the flat this Saturday?',
  };

  it('stores the message and acknowledges it by email', async () => {
    const res = await ctx.http.post('/api/contact').set('X-Forwarded-For', '10.2.0.1').send(valid);
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^RN-[0-9A-F]{8}$/);
    expect(
      await ctx.dataSource.getRepository(ContactMessage).countBy({ email: 'halima@example.com' }),
    ).toBe(1);
    await ctx.drainJobs();
    const mail = await ctx.dataSource
      .getRepository(EmailOutbox)
      .findOneByOrFail({ to: 'halima@example.com' });
    expect(mail.status).toBe('captured');
    expect(mail.textBody).toContain(res.body.reference);
  });

  it('lists every missing field and stores nothing', async () => {
    const res = await ctx.http
      .post('/api/contact')
      .set('X-Forwarded-For', '10.2.0.2')
      .send({ email: 'bad', phone: 'call me', category: 'other' });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'category',
      'email',
      'fullName',
      'message',
      'phone',
      'subject',
    ]);
    expect(await ctx.dataSource.getRepository(ContactMessage).countBy({ email: 'bad' })).toBe(0);
  });

  it('limits one sender to 5 messages in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await ctx.http
            .post('/api/contact')
            .set('X-Forwarded-For', '10.2.0.3')
            .send({ ...valid, email: 'often@example.com' })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
