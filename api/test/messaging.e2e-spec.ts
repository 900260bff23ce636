import type {
  ConversationReadEvent,
  MessageCreatedEvent,
  NotificationDto,
} from '@rentnaija/shared';
import { randomUUID } from 'node:crypto';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { connected, settle, type TestSocket, urlOf } from './support/sockets.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('messaging', () => {
  let ctx: TestContext;
  let url: string;
  const sockets: TestSocket[] = [];
  const listen = async (who: Signed) => {
    const s = await connected(url, who.token);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    // One second stands in for the fifteen minutes before an unread message is emailed.
    ctx = await createTestApp({ env: { UNREAD_MESSAGE_EMAIL_SECONDS: '1' } });
    await ctx.app.listen(0, '127.0.0.1');
    url = urlOf(ctx.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await ctx.close();
  });

  /** A landlord with an approved listing, and a tenant; the tenant has written first. */
  async function pair(name = 'Ngozi Okafor') {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord', name });
    const tenant = await makeSignedInUser(ctx, { role: 'tenant', name: 'Tunde Bakare' });
    const listing = await makeListing(ctx, landlord.user, { title: 'Lekki 2-bed flat' });
    const started = await ctx.http
      .post('/api/conversations')
      .set(tenant.auth)
      .send({ propertyId: listing.id, message: 'Is the flat still available?' });
    expect(started.status).toBe(201);
    return { landlord, tenant, listing, conversationId: started.body.id as string };
  }

  const send = (who: Signed, id: string, content: string) =>
    ctx.http.post(`/api/conversations/${id}/messages`).set(who.auth).send({ content });

  it('starts a conversation from a listing and reuses it when the tenant writes again', async () => {
    const { tenant, landlord, listing, conversationId } = await pair();
    const again = await ctx.http
      .post('/api/conversations')
      .set(tenant.auth)
      .send({ propertyId: listing.id, message: 'Can I view it on Saturday?' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: conversationId,
      property: { id: listing.id, title: 'Lekki 2-bed flat' },
      otherParty: { id: landlord.user.id, name: 'Ngozi Okafor', role: 'landlord' },
      lastMessagePreview: 'Can I view it on Saturday?',
      lastMessageMine: true,
      unreadCount: 0,
    });
    const theirs = await ctx.http.get('/api/conversations').set(landlord.auth);
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]).toMatchObject({
      id: conversationId,
      otherParty: { id: tenant.user.id, name: 'Tunde Bakare', role: 'tenant' },
      unreadCount: 2,
      lastMessageMine: false,
    });
    expect(theirs.body.unreadTotal).toBe(2);
    const page = await ctx.http
      .get(`/api/conversations/${conversationId}/messages`)
      .set(tenant.auth);
    expect(page.body.data.map((m: { content: string }) => m.content)).toEqual([
      'Is the flat still available?',
      'Can I view it on Saturday?',
    ]);
  });

  it('delivers messages live to both parties and to every open tab', async () => {
    const { tenant, landlord, conversationId } = await pair();
    const tenantTab1 = await listen(tenant);
    const tenantTab2 = await listen(tenant);
    const landlordTab = await listen(landlord);

    const sent = await send(tenant, conversationId, '  I can pay two months upfront.  ');
    expect(sent.status).toBe(201);
    expect(sent.body.content).toBe('I can pay two months upfront.');
    for (const s of [tenantTab1, tenantTab2, landlordTab]) {
      const event = await s.next<MessageCreatedEvent>(
        'message.created',
        (e) => e.message.id === sent.body.id,
      );
      expect(event).toEqual({ conversationId, message: sent.body });
    }
    const reply = await send(landlord, conversationId, 'Great, come on Saturday at 10.');
    const heard = await tenantTab2.next<MessageCreatedEvent>(
      'message.created',
      (e) => e.message.id === reply.body.id,
    );
    expect(heard.message).toMatchObject({ senderId: landlord.user.id, readAt: null });
  });

  it('marks the other party’s messages read when the conversation is opened, and tells the sender', async () => {
    const { tenant, landlord, conversationId } = await pair();
    await send(tenant, conversationId, 'Is there parking?');
    const tenantTab = await listen(tenant);
    const landlordTab = await listen(landlord);
    const count = async (who: Signed) =>
      (await ctx.http.get('/api/conversations/unread-count').set(who.auth)).body.unreadCount;
    expect(await count(landlord)).toBe(2);
    expect(await count(tenant)).toBe(0);

    const read = await ctx.http
      .post(`/api/conversations/${conversationId}/read`)
      .set(landlord.auth);
    expect(read.status).toBe(200);
    expect(read.body.messageIds).toHaveLength(2);
    const receipt = await tenantTab.next<ConversationReadEvent>('conversation.read');
    expect(receipt).toEqual(read.body);
    expect(receipt.readerId).toBe(landlord.user.id);
    await landlordTab.next('conversation.read');
    expect(await count(landlord)).toBe(0);
    const page = await ctx.http
      .get(`/api/conversations/${conversationId}/messages`)
      .set(tenant.auth);
    expect(
      page.body.data.every((m: { readAt: string | null }) => m.readAt === read.body.readAt),
    ).toBe(true);

    // The landlord's own reply stays unread until the tenant opens the conversation.
    await send(landlord, conversationId, 'Yes, two cars.');
    expect(await count(tenant)).toBe(1);
    const again = await ctx.http
      .post(`/api/conversations/${conversationId}/read`)
      .set(landlord.auth);
    expect(again.body.messageIds).toEqual([]);
    expect(await count(tenant)).toBe(1);
  });

  it('shows a third user nothing: 404 over REST and no event over the socket', async () => {
    const { tenant, listing, conversationId } = await pair();
    const stranger = await makeSignedInUser(ctx, { role: 'tenant' });
    const otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const strangerTab = await listen(stranger);
    for (const who of [stranger, otherLandlord]) {
      const path = `/api/conversations/${conversationId}`;
      expect((await ctx.http.get(path).set(who.auth)).status).toBe(404);
      expect((await ctx.http.get(`${path}/messages`).set(who.auth)).status).toBe(404);
      expect((await send(who, conversationId, 'hello')).status).toBe(404);
      expect((await ctx.http.post(`${path}/read`).set(who.auth)).status).toBe(404);
      const report = await ctx.http.post(`${path}/report`).set(who.auth).send({ reason: 'spam' });
      expect(report.status).toBe(404);
      expect(report.body.code).toBe('CONVERSATION_NOT_FOUND');
      expect((await ctx.http.get('/api/conversations').set(who.auth)).body.data).toEqual([]);
    }
    await send(tenant, conversationId, 'Private: my phone is 0803 000 0000');
    await settle();
    expect(strangerTab.heard('message.created')).toEqual([]);
    expect(
      (await ctx.http.get(`/api/conversations/${randomUUID()}/messages`).set(tenant.auth)).status,
    ).toBe(404);
    // A listing the tenant cannot see is not one to write about.
    const hidden = await makeListing(ctx, otherLandlord.user, { moderationStatus: 'pending' });
    const refused = await ctx.http
      .post('/api/conversations')
      .set(tenant.auth)
      .send({ propertyId: hidden.id, message: 'hi' });
    expect(refused.status).toBe(404);
    expect(listing.id).toBeTruthy();
  });

  it('takes messages trimmed, not blank and at most 4000 characters', async () => {
    const { tenant, conversationId } = await pair();
    const blank = await send(tenant, conversationId, '   \n ');
    expect(blank.status).toBe(400);
    expect(blank.body.details).toEqual([{ field: 'content', message: 'Please write a message' }]);
    const long = await send(tenant, conversationId, 'a'.repeat(4001));
    expect(long.status).toBe(400);
    expect(long.body.details[0].message).toBe('A message can be at most 4000 characters');
    expect((await send(tenant, conversationId, `  ${'b'.repeat(4000)}  `)).status).toBe(201);
    const conversation = await ctx.http
      .get(`/api/conversations/${conversationId}`)
      .set(tenant.auth);
    expect(conversation.body.lastMessagePreview).toBe('b'.repeat(100));
  });

  it('lists conversations newest first and finds them by the other party’s name or email', async () => {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const names = ['Adaeze Nwosu', 'Bello Musa', 'Chinedu Obi'];
    const ids: string[] = [];
    for (const name of names) {
      const landlord = await makeSignedInUser(ctx, { role: 'landlord', name });
      const listing = await makeListing(ctx, landlord.user);
      const res = await ctx.http
        .post('/api/conversations')
        .set(tenant.auth)
        .send({ propertyId: listing.id, message: `Hello ${name}` });
      ids.push(res.body.id);
    }
    await send(tenant, ids[0], 'Following up');
    const all = await ctx.http.get('/api/conversations').set(tenant.auth);
    expect(all.body.data.map((c: { id: string }) => c.id)).toEqual([ids[0], ids[2], ids[1]]);
    const byName = await ctx.http.get('/api/conversations').query({ q: 'bello' }).set(tenant.auth);
    expect(byName.body.data.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    const landlordEmail = all.body.data[1].otherParty.email as string;
    const byEmail = await ctx.http
      .get('/api/conversations')
      .query({ q: landlordEmail.toUpperCase() })
      .set(tenant.auth);
    expect(byEmail.body.data.map((c: { id: string }) => c.id)).toEqual([ids[2]]);
    // The tenant's own name matches nothing: search looks at the other party.
    const own = await ctx.http
      .get('/api/conversations')
      .query({ q: 'Test tenant' })
      .set(tenant.auth);
    expect(own.body.data).toEqual([]);
  });

  it('pages a thread from the newest messages back, each page in time order', async () => {
    const { tenant, conversationId } = await pair();
    for (let i = 1; i <= 4; i++) await send(tenant, conversationId, `message ${i}`);
    const path = `/api/conversations/${conversationId}/messages`;
    const newest = await ctx.http.get(path).query({ limit: 2 }).set(tenant.auth);
    expect(newest.body.data.map((m: { content: string }) => m.content)).toEqual([
      'message 3',
      'message 4',
    ]);
    expect(newest.body.hasMore).toBe(true);
    const older = await ctx.http
      .get(path)
      .query({ limit: 3, before: newest.body.data[0].id })
      .set(tenant.auth);
    expect(older.body.data.map((m: { content: string }) => m.content)).toEqual([
      'Is the flat still available?',
      'message 1',
      'message 2',
    ]);
    expect(older.body.hasMore).toBe(false);
  });

  it('lets a landlord write first only to a tenant who has engaged with that listing', async () => {
    const { landlord, tenant, listing, conversationId } = await pair();
    const stranger = await makeSignedInUser(ctx, { role: 'tenant' });
    const start = (who: Signed, body: Record<string, unknown>) =>
      ctx.http.post('/api/conversations').set(who.auth).send(body);
    const cold = await start(landlord, {
      propertyId: listing.id,
      tenantId: stranger.user.id,
      message: 'Are you looking for a flat?',
    });
    expect(cold.status).toBe(403);
    expect(cold.body.code).toBe('TENANT_NOT_REACHABLE');
    const unknown = await start(landlord, {
      propertyId: listing.id,
      tenantId: randomUUID(),
      message: 'Hello',
    });
    expect(unknown.body.code).toBe('TENANT_NOT_REACHABLE');
    const warm = await start(landlord, {
      propertyId: listing.id,
      tenantId: tenant.user.id,
      message: 'Thanks for applying. When can you move in?',
    });
    expect(warm.status).toBe(200);
    expect(warm.body).toMatchObject({ id: conversationId, otherParty: { id: tenant.user.id } });
    const otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const notTheirs = await start(otherLandlord, {
      propertyId: listing.id,
      tenantId: tenant.user.id,
      message: 'Hello',
    });
    expect(notTheirs.status).toBe(404);
    const noTenant = await start(landlord, { propertyId: listing.id, message: 'Hello' });
    expect(noTenant.status).toBe(400);
    expect(noTenant.body.details[0].field).toBe('tenantId');
    const staff = await makeSignedInUser(ctx, { role: 'support' });
    expect((await start(staff, { propertyId: listing.id, message: 'Hi' })).status).toBe(403);
  });

  it('limits how fast one user sends messages', async () => {
    const { tenant, conversationId } = await pair();
    // The first message of pair() counted too.
    for (let i = 0; i < 29; i++)
      expect((await send(tenant, conversationId, `m${i}`)).status).toBe(201);
    const over = await send(tenant, conversationId, 'one too many');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('TOO_MANY_MESSAGES');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('emails a message still unread after the delay once, and pushes the notification live', async () => {
    const { landlord, tenant, conversationId } = await pair('Kemi Adeyemi');
    const landlordTab = await listen(landlord);
    await send(tenant, conversationId, 'Also, is the water reliable?');
    await ctx.drainJobs();
    const emails = await recordedEmails(ctx, {
      to: landlord.user.email,
      template: 'message-unread',
    });
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toBe('Tunde Bakare sent you a message about Lekki 2-bed flat');
    expect(emails[0].textBody).toContain('Also, is the water reliable?');
    expect(emails[0].textBody).toContain(`/messages?conversation=${conversationId}`);
    const pushed = await landlordTab.next<NotificationDto>('notification.created');
    expect(pushed).toMatchObject({
      type: 'message.unread',
      message: 'Tunde Bakare sent you 2 messages about "Lekki 2-bed flat".',
      link: `/messages?conversation=${conversationId}`,
    });

    // More messages while still unread: no second email.
    await send(tenant, conversationId, 'Hello?');
    await ctx.drainJobs();
    expect(
      await recordedEmails(ctx, { to: landlord.user.email, template: 'message-unread' }),
    ).toHaveLength(1);

    // Once read, a new unread message may email again.
    await ctx.http.post(`/api/conversations/${conversationId}/read`).set(landlord.auth);
    await send(tenant, conversationId, 'Still interested!');
    await ctx.drainJobs();
    expect(
      await recordedEmails(ctx, { to: landlord.user.email, template: 'message-unread' }),
    ).toHaveLength(2);
    // The tenant read nothing of the landlord's: there was nothing to read.
    expect(
      await recordedEmails(ctx, { to: tenant.user.email, template: 'message-unread' }),
    ).toEqual([]);
  });

  it('sends no email when the message is read in time', async () => {
    const { landlord, conversationId } = await pair();
    await ctx.http.post(`/api/conversations/${conversationId}/read`).set(landlord.auth);
    await ctx.drainJobs();
    expect(
      await recordedEmails(ctx, { to: landlord.user.email, template: 'message-unread' }),
    ).toEqual([]);
    const [check] = await ctx.dataSource.query(
      `SELECT status, result FROM outbox WHERE job_name = 'messaging.check-unread'
         AND payload->>'conversationId' = $1`,
      [conversationId],
    );
    expect(check).toEqual({ status: 'done', result: { outcome: 'read in time' } });
    const bell = await ctx.http.get('/api/notifications').set(landlord.auth);
    expect(bell.body.data).toEqual([]);
  });

  it('lets a party report a conversation that staff then read and handle, audited', async () => {
    const { tenant, landlord, conversationId } = await pair();
    await send(landlord, conversationId, 'Pay the deposit to my personal account first.');
    const report = await ctx.http
      .post(`/api/conversations/${conversationId}/report`)
      .set(tenant.auth)
      .send({ reason: '  Asked me to pay outside the site.  ' });
    expect(report.status).toBe(201);
    expect(report.body).toMatchObject({
      status: 'open',
      reason: 'Asked me to pay outside the site.',
    });
    const twice = await ctx.http
      .post(`/api/conversations/${conversationId}/report`)
      .set(tenant.auth)
      .send({ reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_REPORTED');

    const support = await makeSignedInUser(ctx, { role: 'support' });
    const admin = await makeSignedInUser(ctx, { role: 'admin' });
    const list = await ctx.http
      .get('/api/admin/conversation-reports')
      .query({
        filter: JSON.stringify({ conversationId }),
        sort: '["createdAt","DESC"]',
        range: '[0,9]',
      })
      .set(admin.auth);
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('conversation-reports 0-0/1');
    expect(list.body[0]).toMatchObject({
      id: report.body.id,
      reporter: { id: tenant.user.id, role: 'tenant' },
      landlord: { id: landlord.user.id },
      property: { title: 'Lekki 2-bed flat' },
    });
    const detail = await ctx.http
      .get(`/api/admin/conversation-reports/${report.body.id}`)
      .set(support.auth);
    expect(detail.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'Is the flat still available?',
      'Pay the deposit to my personal account first.',
    ]);
    expect((await ctx.http.get('/api/admin/conversation-reports').set(tenant.auth)).status).toBe(
      403,
    );

    const handled = await ctx.http
      .put(`/api/admin/conversation-reports/${report.body.id}`)
      .set(support.auth)
      .send({ status: 'handled', note: 'Warned the landlord; listing checked.' });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({
      status: 'handled',
      note: 'Warned the landlord; listing checked.',
      handledById: support.user.id,
    });
    const audit = await ctx.dataSource
      .getRepository(AuditLog)
      .findBy({ entityType: 'conversation_report', entityId: report.body.id });
    expect(audit).toMatchObject([
      {
        action: 'conversation_report.update',
        actorId: support.user.id,
        before: { status: 'open', note: null },
        after: { status: 'handled', note: 'Warned the landlord; listing checked.' },
      },
    ]);
    // The unread-message alert of the conversation may come before or after it: find it by type.
    const told = await ctx.http.get('/api/notifications').set(tenant.auth);
    expect(
      told.body.data.filter((n: { type: string }) => n.type === 'conversation.report_handled'),
    ).toMatchObject([{ link: `/messages?conversation=${conversationId}` }]);
    const bad = await ctx.http
      .put(`/api/admin/conversation-reports/${report.body.id}`)
      .set(support.auth)
      .send({ status: 'closed' });
    expect(bad.status).toBe(400);
  });
});
