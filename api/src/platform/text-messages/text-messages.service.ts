import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isNigerianPhone,
  normalisePhone,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  type TextChannel,
  TEXT_CHANNELS,
  type TextPreferencesDto,
} from '@rentnaija/shared';
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { badRequest, conflict, DomainException } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { JobName, type TextJob } from '../jobs/jobs.js';
import { OutboxService } from '../jobs/outbox.service.js';
import { secret } from '../jobs/secrets.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { UserTextChannel } from './entities/text-channel.entity.js';

/** +2348031234567 from 08031234567, +234 803 123 4567 or 2348031234567. */
export function internationalPhone(value: string): string {
  const digits = normalisePhone(value);
  return digits.startsWith('0') ? `+234${digits.slice(1)}` : digits;
}

/** The outbox key of one text: its event, its recipient and its channel (hashed to fit). */
const textKey = (key: string, recipient: string, channel: TextChannel) =>
  `text:${createHash('sha256').update(`${key}|${recipient}|${channel}`).digest('hex')}`;

/** A text is at most this long: one WhatsApp message, a few SMS parts. */
export const TEXT_MAX_LENGTH = 480;

const toDto = (row: UserTextChannel | null, profilePhone: string | null): TextPreferencesDto => ({
  phone: row?.phone ?? (profilePhone ? internationalPhone(profilePhone) : null),
  phoneVerified: !!row?.verifiedAt,
  phoneVerifiedAt: row?.verifiedAt?.toISOString() ?? null,
  sms: !!row?.verifiedAt && row.sms,
  whatsapp: !!row?.verifiedAt && row.whatsapp,
});

/**
 * The text-message channel: users verify a phone number with a code sent by SMS or WhatsApp,
 * which turns that channel on (they may switch to the other, add it, or turn texts off), and
 * `record()` queues a text to each channel that is on (through the outbox, with retries, once per
 * event key). notify() calls it for the events whose definition has a `text`.
 */
@Injectable()
export class TextMessagesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Queues `body` to every channel `userId` turned on (both are off until a phone is verified;
   * verifying turns on the channel the code came by). `key` names the event: the same key,
   * recipient and channel are texted once, however often the event is recorded. Returns how
   * many texts were queued.
   */
  async record(
    manager: EntityManager,
    userId: string,
    body: string | TextJob['parts'],
    key: string,
  ): Promise<number> {
    const row = await manager.getRepository(UserTextChannel).findOneBy({ userId });
    if (!row?.verifiedAt || !row.phone) return 0;
    const channels = TEXT_CHANNELS.filter((c) => row[c]);
    for (const channel of channels) {
      await this.outbox.record(
        manager,
        JobName.SendText,
        {
          to: row.phone,
          channel,
          parts: typeof body === 'string' ? [body.slice(0, TEXT_MAX_LENGTH)] : body,
        },
        { dedupeKey: textKey(key, userId, channel) },
      );
    }
    return channels.length;
  }

  /**
   * Queues a text by SMS to a number someone gave us for a person without an account (an
   * applicant's guarantor): once per `key`. Secrets in `parts` (a one-time link) are sealed, so
   * staff read them redacted in the console.
   */
  async recordToNumber(
    manager: EntityManager,
    phone: string,
    parts: TextJob['parts'],
    key: string,
  ): Promise<boolean> {
    if (!isNigerianPhone(phone)) return false;
    const to = internationalPhone(phone);
    await this.outbox.record(
      manager,
      JobName.SendText,
      { to, channel: 'sms', parts },
      { dedupeKey: textKey(key, to, 'sms') },
    );
    return true;
  }

  async preferences(userId: string): Promise<TextPreferencesDto> {
    const [row, user] = await Promise.all([
      this.dataSource.getRepository(UserTextChannel).findOneBy({ userId }),
      this.dataSource.getRepository(User).findOneByOrFail({ id: userId }),
    ]);
    return toDto(row, user.phone);
  }

  /** Turns channels on or off; turning one on needs a verified phone. */
  async updatePreferences(
    userId: string,
    change: Partial<Record<TextChannel, boolean>>,
  ): Promise<TextPreferencesDto> {
    await this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(UserTextChannel);
      const row = await repo.findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
      const turningOn = TEXT_CHANNELS.some((c) => change[c] === true);
      if (turningOn && !row?.verifiedAt) {
        throw conflict('Verify your phone number first.', 'PHONE_NOT_VERIFIED');
      }
      if (!row) return;
      for (const c of TEXT_CHANNELS) if (change[c] !== undefined) row[c] = change[c];
      await repo.save(row);
    });
    return this.preferences(userId);
  }

  /**
   * Sends a new 6-digit code to `phone` (the profile's number when not given) by SMS or
   * WhatsApp. A new code replaces the last one and its attempts.
   */
  async startVerification(
    userId: string,
    phone: string | undefined,
    channel: TextChannel,
  ): Promise<{ phone: string; expiresAt: string }> {
    return this.dataSource.transaction(async (m) => {
      const user = await m.getRepository(User).findOneByOrFail({ id: userId });
      const raw = phone ?? user.phone;
      if (!raw || !isNigerianPhone(raw)) {
        throw badRequest('Enter a Nigerian phone number such as 08031234567', [
          { field: 'phone', message: 'Enter a Nigerian phone number such as 08031234567' },
        ]);
      }
      const to = internationalPhone(raw);
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const expiresAt = new Date(Date.now() + PHONE_CODE_MINUTES * 60_000);
      const repo = m.getRepository(UserTextChannel);
      await repo.createQueryBuilder().insert().values({ userId }).orIgnore().execute();
      await repo.update(
        { userId },
        {
          pendingPhone: to,
          pendingChannel: channel,
          codeHash: this.hashCode(userId, to, code),
          codeExpiresAt: expiresAt,
          codeAttempts: 0,
        },
      );
      await this.outbox.record(m, JobName.SendText, {
        to,
        channel,
        parts: [
          'Your RentNaija code is ',
          secret(code),
          `. It expires in ${PHONE_CODE_MINUTES} minutes. Do not share it with anyone.`,
        ],
        oneTimeCode: true,
      });
      return { phone: to, expiresAt: expiresAt.toISOString() };
    });
  }

  /** Checks a code: the right one verifies the number; five wrong ones spend the code. */
  async confirm(userId: string, code: string): Promise<TextPreferencesDto> {
    const outcome = await this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(UserTextChannel);
      const row = await repo.findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
      if (!row?.codeHash || !row.pendingPhone || !row.codeExpiresAt) {
        return 'none' as const;
      }
      if (row.codeExpiresAt.getTime() <= Date.now() || row.codeAttempts >= PHONE_CODE_ATTEMPTS) {
        await repo.update({ userId }, { codeHash: null, codeExpiresAt: null });
        return 'expired' as const;
      }
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(this.hashCode(userId, row.pendingPhone, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = row.codeAttempts + 1;
        const spent = attempts >= PHONE_CODE_ATTEMPTS;
        await repo.update(
          { userId },
          spent
            ? { codeAttempts: attempts, codeHash: null, codeExpiresAt: null }
            : { codeAttempts: attempts },
        );
        return spent ? ('spent' as const) : ('wrong' as const);
      }
      // The channel the code came by reaches the user: it is on from now (texts by default);
      // a new number starts with only that one on.
      const changed = row.phone !== row.pendingPhone;
      const via = row.pendingChannel ?? 'sms';
      await repo.update(
        { userId },
        {
          phone: row.pendingPhone,
          verifiedAt: new Date(),
          pendingPhone: null,
          pendingChannel: null,
          codeHash: null,
          codeExpiresAt: null,
          codeAttempts: 0,
          ...(changed ? { sms: false, whatsapp: false } : {}),
          [via]: true,
        },
      );
      return 'verified' as const;
    });
    if (outcome === 'none' || outcome === 'expired') {
      throw badRequest(
        'This code has expired. Ask for a new one.',
        undefined,
        'PHONE_CODE_EXPIRED',
      );
    }
    if (outcome === 'spent') {
      throw new DomainException(
        429,
        'PHONE_CODE_ATTEMPTS_EXCEEDED',
        'Too many wrong codes. Ask for a new one.',
      );
    }
    if (outcome === 'wrong') {
      throw badRequest('That code is not right. Check the text and try again.', [
        { field: 'code', message: 'That code is not right' },
      ]);
    }
    return this.preferences(userId);
  }

  private hashCode(userId: string, phone: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`phone-code:${userId}:${phone}:${code}`)
      .digest('hex');
  }
}
