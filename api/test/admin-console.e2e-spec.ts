import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { authHeader, makeSignedInUser, makeUser, signIn } from './support/factories.js';

describe('console lists and user management', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
  let support: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await makeSignedInUser(ctx, { role: 'admin', name: 'Ada Admin' });
    support = await makeSignedInUser(ctx, { role: 'support', name: 'Sam Support' });
  });
  afterAll(() => ctx.close());

  it('refuses tenants and landlords with 403 and visitors with 401', async () => {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    expect((await ctx.http.get('/api/admin/users').set(tenant.auth)).status).toBe(403);
    expect((await ctx.http.get('/api/admin/email-outbox').set(landlord.auth)).status).toBe(403);
    expect((await ctx.http.get('/api/admin/users')).status).toBe(401);
  });

  it('pages, sorts and searches users with a Content-Range header', async () => {
    for (const name of ['Zainab Bello', 'Yusuf Garba', 'Xavier Obi'])
      await makeUser(ctx, { name, role: 'landlord' });
    const res = await ctx.http
      .get('/api/admin/users')
      .query({
        sort: JSON.stringify(['name', 'DESC']),
        range: JSON.stringify([0, 1]),
        filter: JSON.stringify({ role: 'landlord' }),
      })
      .set(support.auth);
    expect(res.status).toBe(200);
    expect(res.body.map((u: { name: string }) => u.name)).toEqual(['Zainab Bello', 'Yusuf Garba']);
    expect(res.headers['content-range']).toMatch(/^users 0-1\/\d+$/);
    expect(Number(res.headers['content-range'].split('/')[1])).toBeGreaterThanOrEqual(3);
    expect(res.body[0].passwordHash).toBeUndefined();

    const search = await ctx.http
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ q: 'yusuf' }) })
      .set(support.auth);
    expect(search.body.map((u: { name: string }) => u.name)).toEqual(['Yusuf Garba']);
  });

  it('answers bad list parameters with 400', async () => {
    for (const query of [
      { sort: '["passwordHash","ASC"]' },
      { range: '[5,1]' },
      { filter: '{"password":"x"}' },
      { sort: 'nope' },
    ]) {
      expect((await ctx.http.get('/api/admin/users').query(query).set(admin.auth)).status).toBe(
        400,
      );
    }
    expect((await ctx.http.get('/api/admin/users/not-a-uuid').set(admin.auth)).status).toBe(404);
    expect(
      (await ctx.http.get('/api/admin/users/00000000-0000-4000-8000-000000000000').set(admin.auth))
        .status,
    ).toBe(404);
  });

  it('lets only admins suspend a user, ending their sessions, with an audit row', async () => {
    const target = await makeUser(ctx, { role: 'tenant' });
    const { accessToken } = await signIn(ctx, target);
    expect(
      (
        await ctx.http
          .put(`/api/admin/users/${target.id}`)
          .set(support.auth)
          .send({ status: 'suspended' })
      ).status,
    ).toBe(403);

    const res = await ctx.http
      .put(`/api/admin/users/${target.id}`)
      .set(admin.auth)
      .send({ status: 'suspended' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('suspended');
    expect((await ctx.http.get('/api/users/me').set(authHeader(accessToken))).status).toBe(401);

    const audit = await ctx.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ entityId: target.id });
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'user.update',
      before: { role: 'tenant', status: 'active' },
      after: { role: 'tenant', status: 'suspended' },
    });
  });

  it('refuses an admin changing their own role', async () => {
    const res = await ctx.http
      .put(`/api/admin/users/${admin.user.id}`)
      .set(admin.auth)
      .send({ role: 'tenant' });
    expect(res.status).toBe(400);
  });

  it('shows contact messages to support staff, who can mark them resolved', async () => {
    await ctx.http.post('/api/contact').send({
      fullName: 'Tunde Bakare',
      email: 'tunde@example.com',
      category: 'payment-issues',
      subject: 'Card declined',
      message: 'My card was declined twice.',
    });
    const list = await ctx.http.get('/api/admin/contact-messages').set(support.auth);
    expect(list.body[0]).toMatchObject({ fullName: 'Tunde Bakare', status: 'new' });
    const updated = await ctx.http
      .put(`/api/admin/contact-messages/${list.body[0].id}`)
      .set(support.auth)
      .send({ status: 'resolved' });
    expect(updated.status).toBe(200);
    expect(updated.body.status).toBe('resolved');
    const outbox = await ctx.http
      .get('/api/admin/email-outbox')
      .query({ filter: JSON.stringify({ template: 'contact-acknowledgement' }) })
      .set(support.auth);
    expect(outbox.body[0]).toMatchObject({ to: 'tunde@example.com' });
  });
});
