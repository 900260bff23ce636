import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GatewayEventKind } from '../gateway/payment-gateway.js';

/** `unreadable`: its text could not be stored as sent (a NUL character); recorded, not applied. */
export type WebhookEventStatus = 'received' | 'processed' | 'ignored' | 'unreadable';

/**
 * A gateway webhook as received (signature checked). `eventKey` is unique (the gateway adapter
 * derives it: for Paystack the event name and the gateway's id of its object, or a hash of the
 * raw body), so a repeated delivery is recorded once and processed once. `kind` is what it is
 * about in the product's words (charge, refund, dispute, transfer, ignored); `event` the
 * gateway's own name for it and `payload` its body as sent.
 */
@Entity('payment_webhook_events')
export class PaymentWebhookEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ name: 'event_key', type: 'varchar', length: 160, unique: true })
  eventKey: string;

  @Column({ type: 'varchar', length: 60 })
  event: string;

  @Column({ type: 'varchar', length: 20 })
  kind: GatewayEventKind;

  @Column({ type: 'varchar', length: 64, nullable: true })
  reference: string | null;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20, default: 'received' })
  status: WebhookEventStatus;

  /** What processing made of it (e.g. 'completed', 'flagged: amount', 'unknown reference'). */
  @Column({ type: 'text', nullable: true })
  outcome: string | null;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
