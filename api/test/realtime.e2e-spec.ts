import { NestFactory } from '@nestjs/core';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { MessageCreatedEvent, NotificationDto } from '@rentnaija/shared';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { createApp } from '../src/bootstrap.js';
import { NotificationsService } from '../src/platform/notifications/notifications.service.js';
import { RealtimeService } from '../src/platform/realtime/realtime.service.js';
import { SOCKET_LIMITS } from '../src/platform/realtime/socket-limits.js';
import { createTestApp, type TestContext } from './support/app.js';
import { authHeader, makeSignedInUser, makeUser, signIn } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { startSmtpServer, linkIn } from './support/smtp.js';
import { deliveredEmails } from './support/emails.js';
import { connected, refused, settle, type TestSocket, urlOf } from './support/sockets.js';

describe('the live channel', () => {
  let ctx: TestContext;
  let url: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const sockets: TestSocket[] = [];
  const listen = async (token: string, at = url) => {
    const s = await connected(at, token);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    await ctx.app.listen(0, '127.0.0.1');
    url = urlOf(ctx.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await ctx.close();
    await smtp.close();
  });

  describe('the handshake', () => {
    it('refuses a socket without a token, with a forged one or with an expired one', async () => {
      expect(await refused(url, undefined)).toMatchObject({ code: 'INVALID_TOKEN' });
      expect(await refused(url, 'not-a-jwt')).toMatchObject({ code: 'INVALID_TOKEN' });
      const user = await makeUser(ctx);
      const { accessToken } = await signIn(ctx, user);
      const [, payload] = accessToken.split('.');
      const forged = await new JwtService({
        secret: 'another-secret-of-at-least-32-chars!!',
      }).signAsync(JSON.parse(Buffer.from(payload, 'base64url').toString()));
      expect(await refused(url, forged)).toMatchObject({ code: 'INVALID_TOKEN' });
      const expired = await ctx.app
        .get(JwtService)
        .signAsync({ sub: user.id, sid: randomUUID(), role: 'tenant' }, { expiresIn: -10 });
      expect(await refused(url, expired)).toMatchObject({ code: 'INVALID_TOKEN' });
    });

    it('refuses the token of a revoked session and of a suspended user', async () => {
      const user = await makeUser(ctx);
      const { accessToken } = await signIn(ctx, user);
      await ctx.http.post('/api/auth/logout').set(authHeader(accessToken)).send({});
      expect(await refused(url, accessToken)).toMatchObject({ code: 'INVALID_TOKEN' });

      const suspended = await makeUser(ctx);
      const tokens = await signIn(ctx, suspended);
      await ctx.dataSource.query(`UPDATE users SET status = 'suspended' WHERE id = $1`, [
        suspended.id,
      ]);
      expect(await refused(url, tokens.accessToken)).toMatchObject({ code: 'INVALID_TOKEN' });
    });
  });

  describe('closing sockets when a session ends', () => {
    it('closes the sockets of the session that logs out, and only those', async () => {
      const user = await makeUser(ctx);
      const phone = await signIn(ctx, user);
      const laptop = await signIn(ctx, user);
      const phoneTab = await listen(phone.accessToken);
      const laptopTab = await listen(laptop.accessToken);
      const closed = phoneTab.closedByServer();
      await ctx.http.post('/api/auth/logout').set(authHeader(phone.accessToken)).send({});
      expect(await closed).toBe('io server disconnect');
      await settle();
      expect(laptopTab.socket.connected).toBe(true);
    });

    it('closes every socket of a user an admin suspends', async () => {
      const admin = await makeSignedInUser(ctx, { role: 'admin' });
      const user = await makeUser(ctx);
      const tabs = [
        await listen((await signIn(ctx, user)).accessToken),
        await listen((await signIn(ctx, user)).accessToken),
      ];
      const closed = tabs.map((t) => t.closedByServer());
      const res = await ctx.http
        .put(`/api/admin/users/${user.id}`)
        .set(admin.auth)
        .send({ status: 'suspended' });
      expect(res.status).toBe(200);
      expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    });

    it('closes every socket of a user who resets their password', async () => {
      const user = await makeUser(ctx);
      const tab = await listen((await signIn(ctx, user)).accessToken);
      await ctx.http.post('/api/auth/forgot-password').send({ email: user.email });
      const [mail] = await deliveredEmails(ctx, smtp, user.email);
      const { token } = linkIn(mail, '/reset-password');
      const closed = tab.closedByServer();
      const res = await ctx.http
        .post('/api/auth/reset-password')
        .send({ token, password: 'Brand#New2026' });
      expect(res.status).toBe(200);
      expect(await closed).toBe('io server disconnect');
    });

    it('closes the sockets of a session revoked for reusing a rotated refresh token', async () => {
      const user = await makeUser(ctx);
      const first = await signIn(ctx, user);
      const tab = await listen(first.accessToken);
      await ctx.http.post('/api/auth/refresh').send({ refreshToken: first.refreshToken });
      await ctx.dataSource.query(
        `UPDATE refresh_tokens SET rotated_at = rotated_at - interval '31 seconds'
         WHERE rotated_at IS NOT NULL`,
      );
      const closed = tab.closedByServer();
      const reuse = await ctx.http
        .post('/api/auth/refresh')
        .send({ refreshToken: first.refreshToken });
      expect(reuse.status).toBe(401);
      expect(await closed).toBe('io server disconnect');
    });
  });

  describe('limits', () => {
    it('closes a socket that sends more than its share of packets, and keeps a calm one', async () => {
      const user = await makeSignedInUser(ctx);
      const calm = await listen(user.token);
      const flood = await listen(user.token);
      const cut = flood.closedByServer();
      for (let i = 0; i < 500 && flood.socket.connected; i++) flood.socket.emit('ping', i);
      expect(await cut).toBe('io server disconnect');
      // Ten a second, under the limit, for a second and a half.
      for (let i = 0; i < 15; i++) {
        calm.socket.emit('ping', i);
        await new Promise((r) => setTimeout(r, 100));
      }
      await settle();
      expect(calm.socket.connected).toBe(true);
    });

    it('closes the oldest socket of an account when one more than allowed connects', async () => {
      const user = await makeSignedInUser(ctx);
      const tabs: TestSocket[] = [];
      for (let i = 0; i < SOCKET_LIMITS.connectionsPerUser; i++) {
        tabs.push(await listen((await signIn(ctx, user.user)).accessToken));
      }
      await settle();
      expect(tabs.every((t) => t.socket.connected)).toBe(true);
      const oldestClosed = tabs[0].closedByServer();
      const newest = await listen(user.token);
      expect(await oldestClosed).toBe('io server disconnect');
      await settle();
      expect([...tabs.slice(1), newest].every((t) => t.socket.connected)).toBe(true);
    });

    it('refuses a packet over the size limit by closing its socket', async () => {
      const user = await makeSignedInUser(ctx);
      const tab = await listen(user.token);
      const closed = tab.closedByServer();
      tab.socket.emit('note', 'x'.repeat(SOCKET_LIMITS.maxPayloadBytes + 1));
      expect(await closed).toBe('transport close');
      // A packet under the limit is fine.
      const other = await listen(user.token);
      other.socket.emit('note', 'x'.repeat(SOCKET_LIMITS.maxPayloadBytes / 2));
      await settle();
      expect(other.socket.connected).toBe(true);
    });
  });

  it("pushes every notification to its user's room, and to nobody else", async () => {
    const user = await makeSignedInUser(ctx);
    const other = await makeSignedInUser(ctx);
    const tab = await listen(user.token);
    const otherTab = await listen(other.token);
    const created = await ctx.app
      .get(NotificationsService)
      .notify(ctx.dataSource.manager, user.user.id, {
        type: 'listing.approved',
        propertyId: randomUUID(),
        title: 'Wuse II studio',
      });
    expect(await tab.next<NotificationDto>('notification.created')).toEqual(created);
    await settle();
    expect(otherTab.heard('notification.created')).toEqual([]);
  });

  it('pushes nothing for a notification whose transaction rolls back', async () => {
    const user = await makeSignedInUser(ctx);
    const tab = await listen(user.token);
    const notifications = ctx.app.get(NotificationsService);
    await ctx.dataSource
      .transaction(async (m) => {
        await notifications.notify(m, user.user.id, {
          type: 'listing.approved',
          propertyId: randomUUID(),
          title: 'Never committed',
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await settle();
    expect(tab.heard('notification.created')).toEqual([]);
  });

  describe('across processes sharing one Redis', () => {
    let second: INestApplication;
    let worker: INestApplicationContext;

    beforeAll(async () => {
      // A second API instance and a worker on the same database, Redis and prefix.
      second = (await createApp(ctx.config)).app;
      await second.listen(0, '127.0.0.1');
      worker = await NestFactory.createApplicationContext(AppModule.forRoot(ctx.config), {
        logger: false,
      });
    });
    afterAll(async () => {
      await worker.close();
      await second.close();
    });

    it('delivers a message sent through one instance to a socket connected to another', async () => {
      const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
      const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
      const listing = await makeListing(ctx, landlord.user);
      const landlordOnSecond = await listen(landlord.token, urlOf(second));
      const started = await ctx.http
        .post('/api/conversations')
        .set(tenant.auth)
        .send({ propertyId: listing.id, message: 'Sent through the first instance' });
      const event = await landlordOnSecond.next<MessageCreatedEvent>('message.created');
      expect(event).toMatchObject({
        conversationId: started.body.id,
        message: { content: 'Sent through the first instance', senderId: tenant.user.id },
      });
    });

    it('reaches a socket from the worker, which has no socket server of its own', async () => {
      const user = await makeSignedInUser(ctx);
      const onFirst = await listen(user.token);
      const onSecond = await listen(user.token, urlOf(second));
      const created = await worker
        .get(NotificationsService)
        .notify(worker.get(DataSource).manager, user.user.id, {
          type: 'listing.approved',
          propertyId: randomUUID(),
          title: 'From the worker',
        });
      expect(await onFirst.next<NotificationDto>('notification.created')).toEqual(created);
      expect(await onSecond.next<NotificationDto>('notification.created')).toEqual(created);
      worker.get(RealtimeService).emitToUser(user.user.id, 'conversation.read', {
        conversationId: randomUUID(),
        readerId: randomUUID(),
        readAt: new Date().toISOString(),
        messageIds: [],
      });
      await onSecond.next('conversation.read');
    });

    it('counts an account’s sockets on every instance and closes the oldest, wherever it is', async () => {
      const user = await makeSignedInUser(ctx);
      const tabs: TestSocket[] = [];
      for (let i = 0; i < SOCKET_LIMITS.connectionsPerUser; i++) {
        tabs.push(await listen(user.token, i % 2 ? urlOf(second) : url));
      }
      await settle();
      const oldestClosed = tabs[0].closedByServer();
      await listen(user.token, urlOf(second));
      expect(await oldestClosed).toBe('io server disconnect');
      await settle();
      expect(tabs.slice(1).every((t) => t.socket.connected)).toBe(true);
    });

    it('closes a suspended user’s sockets on every instance', async () => {
      const admin = await makeSignedInUser(ctx, { role: 'admin' });
      const user = await makeUser(ctx);
      const tab = await listen((await signIn(ctx, user)).accessToken, urlOf(second));
      const closed = tab.closedByServer();
      await ctx.http
        .put(`/api/admin/users/${user.id}`)
        .set(admin.auth)
        .send({ status: 'suspended' });
      expect(await closed).toBe('io server disconnect');
    });
  });
});
