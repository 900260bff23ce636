import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { addMonths, lagosToday, TIME_ZONE, tenancyReference } from '@rentnaija/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { User } from '../users/entities/user.entity.js';
import { LandlordStatement } from './entities/landlord-statement.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { HELD_CHANGE, TenancyLedgerService } from './tenancy-ledger.service.js';
import type { StatementTenancy } from './tenancy.mails.js';

const monthName = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** The month before the one `now` falls in (West Africa Time): its key and its bounds. */
export function previousMonth(now: Date) {
  const first = addMonths(`${lagosToday(now).slice(0, 7)}-01`, -1);
  const next = addMonths(first, 1);
  return {
    key: first.slice(0, 7),
    label: monthName.format(new Date(`${first}T12:00:00Z`)),
    from: new Date(`${first}T00:00:00+01:00`),
    to: new Date(`${next}T00:00:00+01:00`),
  };
}

/**
 * The monthly statement: on the 1st of each month at 08:00 WAT every landlord with tenancies is
 * emailed, per tenancy, the money held, released and paid out in the month before, from the
 * ledger, with a link to its Money tab. Each landlord's month is claimed by a row written in the
 * transaction that records the email, so two instances or a rerun send it once.
 */
@Injectable()
export class LandlordStatementsService {
  private readonly logger = new Logger(LandlordStatementsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: TenancyLedgerService,
    private readonly mail: MailService,
  ) {}

  @Cron('0 8 1 * *', { name: 'landlord-statements', timeZone: TIME_ZONE })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Statement sweep', async () => {
      const sent = await this.sweep();
      return sent > 0 ? `Statements: ${sent} landlord statement(s) sent` : undefined;
    });
  }

  /** Sends the statements of the month before `now` not yet sent; returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const month = previousMonth(now);
    const landlords: { landlordId: string }[] = await this.dataSource
      .getRepository(Tenancy)
      .createQueryBuilder('t')
      .select('DISTINCT t.landlord_id', 'landlordId')
      .where('t.created_at < :to', { to: month.to })
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM landlord_statements s WHERE s.landlord_id = t.landlord_id AND s.month = :key)',
        { key: month.key },
      )
      .getRawMany();
    let sent = 0;
    for (const { landlordId } of landlords) {
      if (await this.send(landlordId, month)) sent++;
    }
    return sent;
  }

  private send(landlordId: string, month: ReturnType<typeof previousMonth>): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const claimed = await m
        .createQueryBuilder()
        .insert()
        .into(LandlordStatement)
        .values({ landlordId, month: month.key })
        .orIgnore()
        .returning('landlord_id')
        .execute();
      if ((claimed.raw as unknown[]).length === 0) return false;
      const landlord = await m.getRepository(User).findOneByOrFail({ id: landlordId });
      const tenancies = await m
        .getRepository(Tenancy)
        .createQueryBuilder('t')
        .where('t.landlord_id = :landlordId', { landlordId })
        .andWhere('t.created_at < :to', { to: month.to })
        .orderBy('t.created_at', 'ASC')
        .getMany();
      const lines: StatementTenancy[] = [];
      for (const tenancy of tenancies) {
        const totals = { held: 0, released: 0, paidOut: 0, holding: 0 };
        for (const e of await this.ledger.entriesOf(m, tenancy)) {
          if (e.occurredAt >= month.to) continue;
          totals.holding += HELD_CHANGE[e.kind] * e.amount;
          if (e.occurredAt < month.from) continue;
          if (e.kind === 'hold') totals.held += e.amount;
          if (e.kind === 'release') totals.released += e.amount;
          if (e.kind === 'payout') totals.paidOut += e.amount;
        }
        if (!totals.held && !totals.released && !totals.paidOut && !totals.holding) continue;
        const property = await m
          .getRepository(Property)
          .findOneByOrFail({ id: tenancy.propertyId });
        lines.push({
          reference: tenancyReference(tenancy.id),
          title: property.title,
          ...totals,
          link: `${this.config.appUrl}/tenancies/${tenancy.id}?tab=money`,
        });
      }
      if (lines.length === 0) return false;
      await this.mail.record(m, {
        to: landlord.email,
        template: 'landlord-statement',
        data: { name: landlord.name, month: month.label, tenancies: lines },
      });
      return true;
    });
  }
}
