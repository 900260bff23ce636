import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { EntityManager, LessThan, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { JobName } from '../jobs/jobs.js';
import { JobsService } from '../jobs/jobs.service.js';
import { EmailOutbox } from './entities/email-outbox.entity.js';
import { MailTemplateName, MailTemplates, renderMail } from './templates.js';

export interface OutgoingMail<K extends MailTemplateName = MailTemplateName> {
  to: string;
  template: K;
  data: MailTemplates[K];
}

@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private transporter?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(EmailOutbox) private readonly outbox: Repository<EmailOutbox>,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Records an email in the outbox inside the caller's transaction. Call `dispatch()` with the
   * returned id after the transaction commits; the sweeper re-queues anything left pending.
   */
  async record<K extends MailTemplateName>(
    manager: EntityManager,
    mail: OutgoingMail<K>,
  ): Promise<string> {
    const row = await manager.getRepository(EmailOutbox).save(
      manager.getRepository(EmailOutbox).create({
        to: mail.to,
        template: mail.template,
        data: mail.data as unknown as Record<string, unknown>,
      }),
    );
    return row.id;
  }

  /** Queues delivery of recorded emails. */
  async dispatch(...outboxIds: string[]): Promise<void> {
    for (const outboxId of outboxIds) {
      try {
        await this.jobs.enqueue(JobName.SendEmail, { outboxId }, { jobId: `mail-${outboxId}` });
      } catch (error) {
        // The row stays pending; the sweeper queues it again.
        this.logger.warn(`Could not queue email ${outboxId}: ${String(error)}`);
      }
    }
  }

  /** Records and queues in one step, for changes that have no transaction of their own. */
  async send<K extends MailTemplateName>(mail: OutgoingMail<K>): Promise<string> {
    const id = await this.record(this.outbox.manager, mail);
    await this.dispatch(id);
    return id;
  }

  /** Renders and delivers one outbox row. Throws on a transport error so the job retries. */
  async deliver(outboxId: string, attempt: number): Promise<void> {
    const row = await this.outbox.findOneBy({ id: outboxId });
    if (!row || row.status === 'sent' || row.status === 'captured') return;
    const rendered = renderMail(row.template, row.data as never);
    row.subject = rendered.subject;
    row.textBody = rendered.text;
    row.htmlBody = rendered.html;
    row.attempts = attempt;
    const transporter = this.getTransporter();
    if (!transporter) {
      row.status = 'captured';
      row.sentAt = new Date();
      await this.outbox.save(row);
      this.logger.log(
        `Email captured (no SMTP_URL) to ${row.to}: "${rendered.subject}"\n${rendered.text}`,
      );
      return;
    }
    try {
      const info = await transporter.sendMail({
        from: this.config.mail.from,
        to: row.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
      });
      row.status = 'sent';
      row.sentAt = new Date();
      row.messageId = info.messageId ?? null;
      row.lastError = null;
      await this.outbox.save(row);
    } catch (error) {
      row.lastError = String(error);
      await this.outbox.save(row);
      throw error;
    }
  }

  /** After the last attempt: the email is marked failed (visible in the console). */
  async markFailed(outboxId: string, reason: string): Promise<void> {
    await this.outbox.update(
      { id: outboxId, status: 'pending' },
      { status: 'failed', lastError: reason },
    );
  }

  /** Queues again emails still pending some time after they were recorded. */
  async requeueStale(olderThanMs = 60_000): Promise<number> {
    const stale = await this.outbox.find({
      select: { id: true },
      where: { status: 'pending', createdAt: LessThan(new Date(Date.now() - olderThanMs)) },
      order: { createdAt: 'ASC' },
      take: 200,
    });
    await this.dispatch(...stale.map((r) => r.id));
    return stale.length;
  }

  private getTransporter(): Transporter | undefined {
    if (!this.config.mail.smtpUrl) return undefined;
    this.transporter ??= createTransport(this.config.mail.smtpUrl);
    return this.transporter;
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
