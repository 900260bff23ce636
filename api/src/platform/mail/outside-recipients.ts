import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, MoreThan } from 'typeorm';
import { tooManyRequests } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { User } from '../../modules/users/entities/user.entity.js';
import {
  OutsideRecipient,
  type OutsideRecipientKind,
} from './entities/outside-recipient.entity.js';

const DAY_MS = 24 * 3600 * 1000;

/** 'in about 5 hours', 'in about 1 hour', 'in a few minutes'. */
const waitHours = (ms: number) => {
  if (ms < 3600_000) return 'in a few minutes';
  const hours = Math.ceil(ms / 3600_000);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
};

/**
 * The daily cap on outside recipients: a user may have us email at most
 * `OUTSIDE_RECIPIENTS_PER_DAY` different addresses without an account of ours in any 24 hours
 * (emailing an address again within them costs nothing). Called in the transaction that
 * records the email, with the sender's row locked, so parallel sends cannot pass it together.
 */
@Injectable()
export class OutsideRecipients {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Counts `email` against `senderId`'s day, or refuses with 429 (OUTSIDE_RECIPIENT_LIMIT) and
   * `what` ('invitations to people without an account') in the message.
   */
  async admit(
    m: EntityManager,
    senderId: string,
    email: string,
    kind: OutsideRecipientKind,
    what: string,
  ): Promise<void> {
    await m
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id')
      .where('u.id = :senderId', { senderId })
      .setLock('pessimistic_write')
      .getOne();
    const address = email.trim().toLowerCase();
    const since = new Date(Date.now() - DAY_MS);
    const repo = m.getRepository(OutsideRecipient);
    if (await repo.existsBy({ senderId, email: address, createdAt: MoreThan(since) })) return;
    const rows: { count: string; oldest: Date | string | null }[] = await m.query(
      `SELECT count(DISTINCT email) AS count, min(created_at) AS oldest
         FROM outside_recipients WHERE sender_id = $1 AND created_at > $2`,
      [senderId, since],
    );
    const cap = this.config.outsideRecipientsPerDay;
    if (Number(rows[0].count) >= cap) {
      const oldest = rows[0].oldest ? new Date(rows[0].oldest).getTime() : Date.now();
      const waitMs = Math.max(60_000, oldest + DAY_MS - Date.now());
      throw tooManyRequests(
        `You have reached today's limit of ${cap} ${what}. You can send more ${waitHours(waitMs)}; people with a RentNaija account are not counted.`,
        'OUTSIDE_RECIPIENT_LIMIT',
        Math.ceil(waitMs / 1000),
      );
    }
    await repo.insert({ senderId, email: address, kind });
  }
}
