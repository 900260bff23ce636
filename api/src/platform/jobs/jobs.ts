import type { TextChannel } from '@rentnaija/shared';
import type { JobsOptions } from 'bullmq';
import type { SecretValue } from './secrets.js';

/**
 * Queues. Each job belongs to exactly one; a queue is a unit of scaling (its own workers and
 * concurrency), a job name is a unit of work (its own handler).
 */
export enum QueueName {
  Mail = 'mail',
  // Text messages and saved-search alerts.
  Texts = 'texts',
  Alerts = 'alerts',
  Messaging = 'messaging',
  Payments = 'payments',
  /** Checks of people and listings: NIN lookups with outside registries, fraud signals. */
  Verification = 'verification',
}

/** Every kind of follow-up work. Each has exactly one handler, checked at boot. */
export enum JobName {
  SendEmail = 'mail.send',
  // Text messages and saved-search alerts.
  SendText = 'text.send',
  MatchSavedSearches = 'saved-search.match',
  /** Emails the recipient of a message still unread after a while (messaging). */
  CheckUnreadMessages = 'messaging.check-unread',
  /** Apply a received, signature-checked gateway webhook. */
  ProcessPaymentWebhook = 'payments.webhook',
  /** Ask the gateway about a payment still pending. */
  VerifyPayment = 'payments.verify',
  /** Send an approved refund to the gateway. */
  SendRefund = 'payments.refund',
  /** Ask the national registry about a KYC submission's NIN and store the comparison. */
  KycNinCheck = 'kyc.nin_check',
  // Payouts to landlords.
  /** Send a payout's transfer to the gateway (idempotent by the payout's transfer reference). */
  SendPayout = 'payouts.transfer',
  /** Make the gateway's recipient of a verified payout account. */
  CreatePayoutRecipient = 'payouts.recipient',
  /** Charge the saved card for a month of rent (one payment per attempt). */
  ChargeRentCard = 'rent.charge',
  /** Compute the fraud signals of a listing's version under review (photos hashed, text read). */
  CheckListingSignals = 'listing.signals',
}

/**
 * An email to deliver: rendered from its template at delivery time. MailService records it,
 * checking the template's name and its data together (`OutgoingMail`).
 */
export interface EmailJob {
  to: string;
  template: string;
  data: object;
}

/**
 * A text to deliver. Its body is the parts joined; a part given as `secret(code)` is sealed in
 * the outbox, opened only for the phone and redacted in every copy staff can read.
 */
export interface TextJob {
  to: string;
  channel: TextChannel;
  parts: (string | SecretValue)[];
  /** A verification code: never sent twice when a try's outcome is unknown. */
  oneTimeCode?: boolean;
}

/**
 * The payload of every job, keyed by job name. Payloads are stored as JSON in the outbox, so
 * they hold ids and plain values; one-time secrets go in as `secret(value)` and are sealed.
 */
export interface JobPayloads {
  [JobName.SendEmail]: EmailJob;
  // Text messages and saved-search alerts.
  [JobName.SendText]: TextJob;
  /** A listing became public: find the saved searches it matches. */
  [JobName.MatchSavedSearches]: { propertyId: string };
  [JobName.CheckUnreadMessages]: { conversationId: string; recipientId: string };
  [JobName.ProcessPaymentWebhook]: { eventId: string };
  [JobName.VerifyPayment]: { paymentId: string };
  [JobName.SendRefund]: { refundId: string };
  /** The record and the submission it checks (a resubmission makes an older check moot). */
  [JobName.KycNinCheck]: { kycId: string; submission: number };
  // Payouts to landlords.
  [JobName.SendPayout]: { payoutId: string };
  [JobName.CreatePayoutRecipient]: { accountId: string };
  [JobName.ChargeRentCard]: { paymentId: string };
  [JobName.CheckListingSignals]: { propertyId: string };
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.SendEmail]: QueueName.Mail,
  // Text messages and saved-search alerts.
  [JobName.SendText]: QueueName.Texts,
  [JobName.MatchSavedSearches]: QueueName.Alerts,
  [JobName.CheckUnreadMessages]: QueueName.Messaging,
  [JobName.ProcessPaymentWebhook]: QueueName.Payments,
  [JobName.VerifyPayment]: QueueName.Payments,
  [JobName.SendRefund]: QueueName.Payments,
  [JobName.KycNinCheck]: QueueName.Verification,
  // Payouts to landlords.
  [JobName.SendPayout]: QueueName.Payments,
  [JobName.CreatePayoutRecipient]: QueueName.Payments,
  [JobName.ChargeRentCard]: QueueName.Payments,
  [JobName.CheckListingSignals]: QueueName.Verification,
};

/** How many jobs of each queue one worker process runs at once. */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = {
  [QueueName.Mail]: 5,
  // Text messages and saved-search alerts.
  [QueueName.Texts]: 5,
  [QueueName.Alerts]: 1,
  [QueueName.Messaging]: 5,
  [QueueName.Payments]: 5,
  [QueueName.Verification]: 2,
};

/** Defaults for every job: retried with exponential backoff, kept for a while for inspection. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const satisfies JobsOptions;

/**
 * Queuing a job must never hold up the request that caused it: when Redis does not answer
 * within this time the call fails, the job stays pending in the outbox and the sweep queues
 * it later.
 */
export const ENQUEUE_TIMEOUT_MS = 500;

/** How often a Redis outage is reported in the log (it fails every reconnect attempt). */
export const REDIS_ERROR_LOG_INTERVAL_MS = 30_000;

/** A logger call that speaks at most once per interval. */
export function throttled(
  log: (message: string) => void,
  intervalMs = REDIS_ERROR_LOG_INTERVAL_MS,
) {
  let last = 0;
  return (message: string) => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    log(message);
  };
}

/** What a handler learns about the run of a job besides its payload. */
export interface JobContext {
  /** The outbox row of this job. */
  outboxId: string;
  /** 1 for the first try. */
  attempt: number;
  /** True when a failure now marks the job failed instead of retrying it. */
  lastAttempt: boolean;
}

/**
 * Does the work of one job name. `handle` throws to have the job retried, or throws a
 * FinalJobError when trying again cannot help or could do harm; `failed` (optional) runs once
 * when the job has failed for good.
 */
export interface JobHandler<N extends JobName = JobName> {
  handle(payload: JobPayloads[N], context: JobContext): Promise<JobResult | void>;
  failed?(payload: JobPayloads[N], error: string, context: JobContext): Promise<void>;
}

/** What a handler may keep on the outbox row after success (shown to staff: no secrets). */
export type JobResult = Record<string, unknown>;

/**
 * A failure that must not be retried: the other side refused the request for good, or it may
 * already have acted (a timeout after sending). The job is marked failed at once, keeping
 * `result` (no secrets) on its outbox row for staff.
 */
export class FinalJobError extends Error {
  constructor(
    message: string,
    readonly result?: JobResult,
  ) {
    super(message);
    this.name = 'FinalJobError';
  }
}
