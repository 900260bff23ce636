import { HttpStatus, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type AuthTokens,
  type LoginResponse,
  MESSAGES,
  type RegisterResponse,
  SESSION_TTL,
} from '@rentnaija/shared';
import { createHmac } from 'node:crypto';
import { DataSource, EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import {
  badRequest,
  conflict,
  DomainException,
  tooManyRequests,
  unauthorized,
  waitText,
} from '../../common/exceptions/domain.exception.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { secret } from '../../platform/jobs/secrets.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { User } from '../users/entities/user.entity.js';
import { toUserDto } from '../users/users.mapper.js';
import { UserEvents } from '../users/user-events.js';
import { UsersService } from '../users/users.service.js';
import { ACCOUNT_LOCKOUT } from './auth.limits.js';
import type { LoginDto, RegisterDto } from './dto/auth.dto.js';
import { LoginAttempt } from './entities/login-attempt.entity.js';
import { OneTimeToken, OneTimeTokenPurpose } from './entities/one-time-token.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { Session } from './entities/session.entity.js';
import { SessionEvents, type SessionsRevoked } from './session-events.js';
import { hashPassword, hashToken, randomToken, verifyPassword } from './tokens.js';

/** Failed sign-ins allowed per account and address in LOGIN_ATTEMPT_WINDOW_MS. */
export const LOGIN_ATTEMPT_LIMIT = 5;
export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/**
 * How long a just-exchanged refresh token still answers, with the same successor: two tabs
 * waking together both refresh, and neither should sign the user out.
 */
export const REFRESH_REUSE_GRACE_MS = 30 * 1000;
const CONFIRM_TTL_MS = 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;
const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';
const USED_LINK =
  'This link has already been used, or a newer one was sent since. Please use the newest link or request a new one.';
const EXPIRED_LINK = 'This link has expired. Please request a new one.';
const SAME_PASSWORD = 'Your new password must be different from your current password.';

/** A confirmed address signs the user in at once. */
export type ConfirmEmailResponse = LoginResponse & { message: string };

const accountLocked = (retryAfterSeconds: number) =>
  tooManyRequests(
    `Too many failed sign-ins for this account. Please try again ${waitText(retryAfterSeconds)} or reset your password.`,
    'ACCOUNT_LOCKED',
    retryAfterSeconds,
  );

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The `X-Device-Id` the site sends when signing in, when it has the expected shape. */
  deviceId?: string;
}

export interface AccessTokenPayload {
  sub: string;
  sid: string;
  role: string;
}

@Injectable()
export class AuthService implements OnModuleInit {
  /** Compared against when the email is unknown, so timing does not reveal which emails exist. */
  private readonly dummyHash = hashPassword('not-a-real-password-Aa1!');
  /** Derives a refresh token's successor (see `successorOf`). */
  private readonly successorKey: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
    @InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly jwt: JwtService,
    private readonly limiter: RateLimiter,
    private readonly userEvents: UserEvents,
    private readonly sessionEvents: SessionEvents,
  ) {
    this.successorKey = createHmac('sha256', config.jwtSecret)
      .update('refresh-token-successor')
      .digest();
  }

  /** A suspended user's sessions end with the suspension, in its transaction. */
  onModuleInit(): void {
    this.userEvents.subscribe(async (m, change) => {
      if (change.to === 'suspended') {
        await this.revokeSessions(m, { userId: change.user.id }, 'suspended');
      }
    });
  }

  async register(dto: RegisterDto): Promise<RegisterResponse> {
    if (await this.users.findByEmail(dto.email)) {
      throw conflict(
        'An account with this email already exists. Please sign in instead.',
        'EMAIL_TAKEN',
      );
    }
    const passwordHash = await hashPassword(dto.password);
    const user = await this.dataSource
      .transaction(async (m) => {
        const created = await m.getRepository(User).save(
          m.getRepository(User).create({
            name: dto.name,
            email: dto.email,
            role: dto.role,
            passwordHash,
            status: 'active',
          }),
        );
        await this.sendLink(m, created, 'confirm_email');
        return created;
      })
      .catch((error: { code?: string }) => {
        // Two sign-ups racing for one address: the unique index decides.
        if (error.code === '23505')
          throw conflict(
            'An account with this email already exists. Please sign in instead.',
            'EMAIL_TAKEN',
          );
        throw error;
      });
    return {
      user: toUserDto(user),
      confirmationRequired: true,
      message: MESSAGES.registrationSuccess,
    };
  }

  /**
   * Confirms the address and signs the user in (a session like a sign-in without 'Remember me'):
   * following the emailed link proves the address, and the user lands on their dashboard.
   */
  async confirmEmail(token: string, client: ClientInfo): Promise<ConfirmEmailResponse> {
    const user = await this.dataSource.transaction(async (m) => {
      const row = await this.consumeToken(m, token, 'confirm_email');
      await m
        .getRepository(User)
        .update({ id: row.userId, emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() });
      return m.getRepository(User).findOneByOrFail({ id: row.userId });
    });
    this.assertActive(user);
    const session = await this.startSession(user, false, client);
    return { ...session, message: 'Your email address has been confirmed. You are now signed in.' };
  }

  async resendConfirmation(email: string): Promise<{ message: string }> {
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerifiedAt && user.status === 'active') {
      await this.dataSource.transaction((m) => this.sendLink(m, user, 'confirm_email'));
    }
    return { message: 'If that account is waiting for confirmation, a new link is on its way.' };
  }

  async login(dto: LoginDto, client: ClientInfo): Promise<LoginResponse> {
    const email = dto.email.toLowerCase();
    // Guessing from one address: 5 failures per account and address (in the database).
    const [fifthLatest] = await this.attempts.find({
      where: {
        email,
        ip: client.ip,
        createdAt: MoreThan(new Date(Date.now() - LOGIN_ATTEMPT_WINDOW_MS)),
      },
      order: { createdAt: 'DESC' },
      skip: LOGIN_ATTEMPT_LIMIT - 1,
      take: 1,
    });
    if (fifthLatest) {
      const wait = fifthLatest.createdAt.getTime() + LOGIN_ATTEMPT_WINDOW_MS - Date.now();
      throw tooManyRequests(
        MESSAGES.tooManyLogins,
        'TOO_MANY_LOGINS',
        Math.max(1, Math.ceil(wait / 1000)),
      );
    }
    // Guessing from many addresses: the account locks after 10 failures, whoever asks.
    const lock = await this.limiter.peek(email, ACCOUNT_LOCKOUT);
    if (!lock.allowed) throw accountLocked(lock.retryAfterSeconds);

    const user = await this.users.findByEmail(email, true);
    const valid = user
      ? await verifyPassword(user.passwordHash, dto.password)
      : await verifyPassword(await this.dummyHash, dto.password);
    if (!user || !valid) {
      await this.attempts.insert({ email, ip: client.ip });
      const failures = await this.limiter.consume(email, ACCOUNT_LOCKOUT);
      // Exactly one request sees the count reach the limit: it tells the owner.
      if (user && failures.consumed === ACCOUNT_LOCKOUT.points) {
        await this.tellOwnerOfLock(user, failures.retryAfterSeconds);
      }
      throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    if (!user.emailVerifiedAt) {
      throw new DomainException(
        HttpStatus.FORBIDDEN,
        'EMAIL_NOT_CONFIRMED',
        MESSAGES.emailNotConfirmed,
      );
    }
    this.assertActive(user);
    await this.attempts.delete({ email, ip: client.ip });

    return this.startSession(user, dto.rememberMe === true, client);
  }

  /** Opens a session for the user and issues its first token pair. */
  private async startSession(
    user: User,
    rememberMe: boolean,
    client: ClientInfo,
  ): Promise<LoginResponse> {
    const ttl = rememberMe ? SESSION_TTL.remembered : SESSION_TTL.notRemembered;
    const session = await this.sessions.save(
      this.sessions.create({
        userId: user.id,
        rememberMe,
        expiresAt: new Date(Date.now() + ttl * 1000),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        deviceId: client.deviceId ?? null,
      }),
    );
    const tokens = await this.issueTokens(user, session, this.refreshTokens.manager);
    return { ...tokens, user: toUserDto(user) };
  }

  /**
   * Exchanges a refresh token for a new pair. Each token is exchanged once; for
   * REFRESH_REUSE_GRACE_MS after that it answers again with the same successor (two tabs
   * refreshing together), and after that presenting it means it leaked, so the whole session
   * is revoked.
   */
  async refresh(token: string): Promise<AuthTokens> {
    const invalid = () => unauthorized(MESSAGES.sessionExpired, 'INVALID_REFRESH_TOKEN');
    type Outcome = { tokens: AuthTokens } | { reusedInSession: string };
    const outcome = await this.dataSource.transaction(async (m): Promise<Outcome> => {
      const tokens = m.getRepository(RefreshToken);
      const row = await tokens.findOne({
        where: { tokenHash: hashToken(token) },
        relations: { session: { user: true } },
      });
      if (!row) throw invalid();
      const { session } = row;
      if (session.revokedAt || session.expiresAt <= new Date()) throw invalid();
      const successor = this.successorOf(token);
      const rotated = row.rotatedAt
        ? { affected: 0 }
        : await tokens.update({ id: row.id, rotatedAt: IsNull() }, { rotatedAt: new Date() });
      if (rotated.affected) {
        this.assertActive(session.user);
        return { tokens: await this.issueTokens(session.user, session, m, successor) };
      }
      // Exchanged already (maybe a moment ago by a request racing this one, now committed).
      const { rotatedAt } = await tokens.findOneByOrFail({ id: row.id });
      const withinGrace =
        rotatedAt !== null && Date.now() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
      if (withinGrace && (await tokens.existsBy({ tokenHash: hashToken(successor) }))) {
        this.assertActive(session.user);
        return { tokens: await this.tokenPair(session.user, session, successor) };
      }
      return { reusedInSession: session.id };
    });
    if ('reusedInSession' in outcome) {
      // Outside the transaction above, so the revocation stands although the call fails.
      await this.revokeSessions(
        this.sessions.manager,
        { id: outcome.reusedInSession },
        'refresh_token_reuse',
      );
      throw invalid();
    }
    return outcome.tokens;
  }

  async logout(sessionId: string): Promise<void> {
    await this.revokeSessions(this.sessions.manager, { id: sessionId }, 'logout');
  }

  async forgotPassword(email: string): Promise<{ message: string }> {
    const user = await this.users.findByEmail(email);
    if (user && user.status === 'active') {
      await this.dataSource.transaction((m) => this.sendLink(m, user, 'reset_password'));
    }
    return { message: 'If an account exists for this email, a password reset link has been sent.' };
  }

  /** Whether a reset link can still be used, so the page can say so before the form is filled. */
  async checkResetToken(token: string): Promise<{ valid: true }> {
    await this.usableToken(this.dataSource.manager, token, 'reset_password');
    return { valid: true };
  }

  async resetPassword(token: string, password: string): Promise<{ message: string }> {
    const passwordHash = await hashPassword(password);
    const email = await this.dataSource.transaction(async (m) => {
      const row = await this.consumeToken(m, token, 'reset_password');
      const user = await m
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.passwordHash')
        .where('u.id = :id', { id: row.userId })
        .getOneOrFail();
      // Thrown inside the transaction: the link stays usable for a different password.
      if (await verifyPassword(user.passwordHash, password)) {
        throw badRequest(
          SAME_PASSWORD,
          [{ field: 'password', message: SAME_PASSWORD }],
          'PASSWORD_UNCHANGED',
        );
      }
      // Following a reset link proves the address, too.
      await m
        .getRepository(User)
        .update(
          { id: row.userId },
          { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
        );
      await this.revokeSessions(m, { userId: row.userId }, 'password_reset');
      return user.email;
    });
    // A new password ends a lockout by failed sign-ins: its owner can sign in again at once.
    await this.limiter.reset(email.toLowerCase(), ACCOUNT_LOCKOUT);
    return { message: 'Your password has been reset. You can now sign in.' };
  }

  /** Validates an access token's session on every request, so revocation and suspension bite at once. */
  async validateAccess(payload: AccessTokenPayload) {
    const session = await this.sessions.findOne({
      where: { id: payload.sid, userId: payload.sub },
      relations: { user: true },
    });
    if (!session || session.revokedAt || session.expiresAt <= new Date()) return null;
    if (session.user.status !== 'active') return null;
    const { user } = session;
    return {
      id: user.id,
      role: user.role,
      email: user.email,
      name: user.name,
      sessionId: session.id,
    };
  }

  private assertActive(user: User): void {
    if (user.status !== 'active') {
      throw new DomainException(
        HttpStatus.FORBIDDEN,
        'ACCOUNT_SUSPENDED',
        MESSAGES.accountSuspended,
      );
    }
  }

  /** Stores a new refresh token (random unless given) and signs an access token beside it. */
  private async issueTokens(
    user: User,
    session: Session,
    m: EntityManager,
    refreshToken = randomToken(),
  ): Promise<AuthTokens> {
    await m
      .getRepository(RefreshToken)
      .insert({ sessionId: session.id, tokenHash: hashToken(refreshToken) });
    return this.tokenPair(user, session, refreshToken);
  }

  private async tokenPair(user: User, session: Session, refreshToken: string): Promise<AuthTokens> {
    const payload: AccessTokenPayload = { sub: user.id, sid: session.id, role: user.role };
    const accessToken = await this.jwt.signAsync(payload, { expiresIn: SESSION_TTL.accessToken });
    return {
      accessToken,
      expiresIn: SESSION_TTL.accessToken,
      refreshToken,
      sessionExpiresAt: session.expiresAt.toISOString(),
    };
  }

  /**
   * The refresh token that replaces `token`: an HMAC of it under a key derived from the server
   * secret. A retried exchange derives the same successor and finds it by its hash, so no
   * token is ever stored in a usable form, and only the holder of `token` can name it.
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url');
  }

  /** Emails the owner of an account that has just been locked by failed sign-ins. */
  private async tellOwnerOfLock(user: User, retryAfterSeconds: number): Promise<void> {
    const id = await this.dataSource.transaction((m) =>
      this.mail.record(m, {
        to: user.email,
        template: 'account-locked',
        data: {
          name: user.name,
          attempts: ACCOUNT_LOCKOUT.points,
          minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
          resetLink: `${this.config.appUrl}/forgot-password`,
        },
      }),
    );
    await this.mail.dispatch(id);
  }

  private async revokeSessions(
    m: EntityManager,
    where: SessionsRevoked['where'],
    reason: SessionsRevoked['reason'],
  ): Promise<void> {
    await m
      .getRepository(Session)
      .update({ ...where, revokedAt: IsNull() }, { revokedAt: new Date(), revokedReason: reason });
    await this.sessionEvents.publish(m, { where, reason });
  }

  /**
   * Creates a one-time link token and records the email that carries it. The link is a
   * secret: sealed in the outbox, opened only in the copy sent to the user.
   */
  private async sendLink(
    m: EntityManager,
    user: User,
    purpose: OneTimeTokenPurpose,
  ): Promise<string> {
    const token = randomToken();
    const repo = m.getRepository(OneTimeToken);
    // A new link replaces any earlier unused one of the same kind.
    await repo.update({ userId: user.id, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    await repo.insert({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(
        Date.now() + (purpose === 'confirm_email' ? CONFIRM_TTL_MS : RESET_TTL_MS),
      ),
    });
    const path = purpose === 'confirm_email' ? '/auth/callback' : '/reset-password';
    const link = `${this.config.appUrl}${path}?token=${encodeURIComponent(token)}`;
    return this.mail.record(m, {
      to: user.email,
      template: purpose === 'confirm_email' ? 'confirm-email' : 'reset-password',
      data: { name: user.name, link: secret(link) },
    });
  }

  /** The token's row when it can be used now; otherwise a 400 that says why. */
  private async usableToken(
    m: EntityManager,
    token: string,
    purpose: OneTimeTokenPurpose,
  ): Promise<OneTimeToken> {
    const row = await m
      .getRepository(OneTimeToken)
      .findOneBy({ tokenHash: hashToken(token), purpose });
    if (!row) throw badRequest(INVALID_LINK, undefined, 'INVALID_TOKEN');
    if (row.usedAt) throw badRequest(USED_LINK, undefined, 'TOKEN_USED');
    if (row.expiresAt <= new Date()) throw badRequest(EXPIRED_LINK, undefined, 'TOKEN_EXPIRED');
    return row;
  }

  private async consumeToken(
    m: EntityManager,
    token: string,
    purpose: OneTimeTokenPurpose,
  ): Promise<OneTimeToken> {
    const row = await this.usableToken(m, token, purpose);
    const used = await m
      .getRepository(OneTimeToken)
      .update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!used.affected) throw badRequest(USED_LINK, undefined, 'TOKEN_USED');
    return row;
  }
}
