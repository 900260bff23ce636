import { OutboxEntry } from '../../src/platform/jobs/entities/outbox-entry.entity.js';
import { JobName } from '../../src/platform/jobs/jobs.js';
import { type EmailOutboxDto, toEmailOutboxDto } from '../../src/platform/mail/email-outbox.js';
import type { TestContext } from './app.js';
import type { ReceivedMail } from './smtp.js';

/**
 * The emails recorded for `to` (or for a template), newest first, as the console shows them:
 * after `drainJobs()` they carry their redacted subject and bodies.
 */
export async function recordedEmails(
  ctx: TestContext,
  where: { to?: string; template?: string },
): Promise<EmailOutboxDto[]> {
  const qb = ctx.dataSource
    .getRepository(OutboxEntry)
    .createQueryBuilder('e')
    .where('e.job_name = :job', { job: JobName.SendEmail });
  if (where.to) qb.andWhere(`lower(e.payload->>'to') = lower(:to)`, { to: where.to });
  if (where.template)
    qb.andWhere(`e.payload->>'template' = :template`, { template: where.template });
  const rows = await qb.orderBy('e.created_at', 'DESC').addOrderBy('e.id', 'DESC').getMany();
  return rows.map(toEmailOutboxDto);
}

/**
 * The emails sent to `to`, newest first: each outbox row (as the console shows it) with the
 * message the SMTP peer received (`decoded`, where the real links are).
 */
export async function deliveredEmails(
  ctx: TestContext,
  smtp: { received: ReceivedMail[] },
  to: string,
): Promise<(EmailOutboxDto & { decoded: string })[]> {
  await ctx.drainJobs();
  const rows = await recordedEmails(ctx, { to });
  const inbox = smtp.received
    .filter((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()))
    .reverse();
  return rows.map((row, i) => ({ ...row, decoded: inbox[i]?.decoded ?? '' }));
}
