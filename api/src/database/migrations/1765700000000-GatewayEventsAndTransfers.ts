import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The gateway adapters read their own webhooks:
 * - each recorded event names its kind in the product's words (charge, refund, dispute,
 *   transfer, ignored), filled in for the events already recorded from their gateway names;
 * - the sandbox gateway keeps transfers from our balance (by our reference, so asking twice
 *   sends once) and the code of a paid card, to charge it again.
 */
export class GatewayEventsAndTransfers1765700000000 implements MigrationInterface {
  name = 'GatewayEventsAndTransfers1765700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "payment_webhook_events" ADD COLUMN "kind" varchar(20)`);
    await q.query(`
      UPDATE "payment_webhook_events" SET "kind" = CASE
        WHEN "event" IN ('charge.success', 'charge.failed') THEN 'charge'
        WHEN "event" IN ('refund.pending', 'refund.processing', 'refund.processed', 'refund.failed', 'refund.needs-attention') THEN 'refund'
        WHEN "event" IN ('charge.dispute.create', 'charge.dispute.remind', 'charge.dispute.resolve') THEN 'dispute'
        WHEN "event" IN ('transfer.success', 'transfer.failed', 'transfer.reversed') THEN 'transfer'
        ELSE 'ignored' END`);
    await q.query(`
      ALTER TABLE "payment_webhook_events"
        ALTER COLUMN "kind" SET NOT NULL,
        ADD CONSTRAINT "CHK_payment_webhook_events_kind" CHECK ("kind" IN ('charge', 'refund', 'dispute', 'transfer', 'ignored'))`);

    await q.query(`ALTER TABLE "sandbox_transactions" ADD COLUMN "authorization_code" varchar(64)`);
    await q.query(`
      CREATE TABLE "sandbox_transfers" (
        "reference" varchar(100) NOT NULL,
        "transfer_code" varchar(40) NOT NULL,
        "recipient_code" varchar(60) NOT NULL,
        "amount_kobo" bigint NOT NULL,
        "reason" text NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sandbox_transfers" PRIMARY KEY ("reference"),
        CONSTRAINT "UQ_sandbox_transfers_code" UNIQUE ("transfer_code")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sandbox_transfers"`);
    await q.query(`ALTER TABLE "sandbox_transactions" DROP COLUMN "authorization_code"`);
    await q.query(`ALTER TABLE "payment_webhook_events" DROP COLUMN "kind"`);
  }
}
