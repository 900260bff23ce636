import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { type EmailJob, JobName } from '../jobs/jobs.js';
import { OutboxService } from '../jobs/outbox.service.js';
import { SecretBox } from '../jobs/secrets.js';
import type { MailTemplate, RenderedMail } from './mail-template.js';
import { MAIL_TEMPLATES, type MailTemplateName, type MailTemplates } from './mail-catalogue.js';

export interface OutgoingMail<K extends MailTemplateName = MailTemplateName> {
  to: string;
  template: K;
  data: MailTemplates[K];
}

/** How long a delivery waits for the mail server: to connect, to greet, and between replies. */
const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 };
/** What the outbox keeps of a delivered email: the copy staff may read (secrets redacted). */
export interface DeliveredMail {
  delivery: 'sent' | 'captured';
  subject: string;
  textBody: string;
  htmlBody: string;
  messageId: string | null;
  attachments: { filename: string; contentType: string; size: number; content?: string }[];
}

/**
 * Email as one kind of outbox job. Features call `record()` inside their transaction; the
 * email is queued when it commits and rendered and sent by the mail job.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private transporter?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly secrets: SecretBox,
  ) {}

  /** Records an email in the caller's transaction; it is queued after commit. Returns its id. */
  record<K extends MailTemplateName>(manager: EntityManager, mail: OutgoingMail<K>) {
    return this.outbox.record(manager, JobName.SendEmail, mail as EmailJob);
  }

  /**
   * Queues recorded emails again. Not needed after `record()` (it queues on commit); harmless,
   * since a recorded email is never queued twice.
   */
  dispatch(...outboxIds: string[]): Promise<void> {
    return this.outbox.dispatch(...outboxIds);
  }

  /** Records and queues in one step, for changes that have no transaction of their own. */
  send<K extends MailTemplateName>(mail: OutgoingMail<K>): Promise<string> {
    return this.record(this.dataSource.manager, mail);
  }

  /**
   * Renders and delivers one email. The recipient's copy has its secrets opened; the copy
   * kept for staff is rendered again with them redacted. Throws on a transport error so the
   * job retries.
   */
  async deliver(job: EmailJob): Promise<DeliveredMail> {
    const sent = await this.render(job, this.secrets.reveal(job.data));
    const kept = await this.render(job, this.secrets.redact(job.data));
    // The staff copy lists every file; a calendar invite (text, no secrets) is kept whole, so
    // the invite exists in the outbox whether or not the email left through SMTP.
    const attachments = (kept.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.byteLength(a.content),
      ...(a.contentType.startsWith('text/calendar') ? { content: String(a.content) } : {}),
    }));
    const copy = { subject: kept.subject, textBody: kept.text, htmlBody: kept.html, attachments };
    const transporter = this.getTransporter();
    if (!transporter) {
      // The operator's log of a local run is the inbox: it shows the real links outside
      // production, never to staff in the console.
      const text = this.config.isProduction ? kept.text : sent.text;
      this.logger.log(`Email captured (no SMTP_URL) to ${job.to}: "${sent.subject}"\n${text}`);
      return { delivery: 'captured', messageId: null, ...copy };
    }
    const info = await transporter.sendMail({
      from: this.config.mail.from,
      to: job.to,
      subject: sent.subject,
      text: sent.text,
      html: sent.html,
      attachments: sent.attachments,
    });
    return { delivery: 'sent', messageId: info.messageId ?? null, ...copy };
  }

  private render(job: EmailJob, data: unknown): Promise<RenderedMail> {
    const templates: Record<string, MailTemplate<unknown> | undefined> = MAIL_TEMPLATES;
    const template = templates[job.template];
    if (!template) throw new Error(`Unknown email template ${job.template}`);
    return Promise.resolve(
      template.render(data, { config: this.config, manager: this.dataSource.manager }),
    );
  }

  private getTransporter(): Transporter | undefined {
    if (!this.config.mail.smtpUrl) return undefined;
    // A mail server that stalls holds a delivery job (never a request) for seconds, not for
    // nodemailer's default ten minutes: the job fails and is retried with backoff.
    this.transporter ??= createTransport({
      url: this.config.mail.smtpUrl,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    });
    return this.transporter;
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
