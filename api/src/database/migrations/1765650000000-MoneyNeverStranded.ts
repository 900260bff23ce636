import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money that must not be stranded or released by mistake:
 * - refunds gain `needs_attention` (the gateway needs the customer's bank account to send the
 *   money) and `superseded` (a tenant's request closed because we refund the payment in full
 *   ourselves); at most one refund of a payment is open and at most one is processed;
 * - the gateway's last word on a refund (`pending`, `processing`, `needs-attention`…) is kept;
 * - a chargeback on a payment is recorded (its status, deadline and resolution), and the
 *   payment's money is frozen: nothing of it may be released while `release_frozen` is set.
 */
export class MoneyNeverStranded1765650000000 implements MigrationInterface {
  name = 'MoneyNeverStranded1765650000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "refunds" DROP CONSTRAINT "CHK_refunds_status"`);
    await q.query(`
      ALTER TABLE "refunds"
        ADD CONSTRAINT "CHK_refunds_status" CHECK ("status" IN ('requested', 'approved', 'processing', 'needs_attention', 'processed', 'denied', 'failed', 'superseded')),
        ADD COLUMN "gateway_status" varchar(30),
        ADD COLUMN "attention_at" timestamptz,
        ADD COLUMN "retry_account" jsonb`);
    await q.query(`DROP INDEX "UQ_refunds_open"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_refunds_open" ON "refunds" ("payment_id") WHERE "status" IN ('requested', 'approved', 'processing', 'needs_attention')`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_refunds_processed" ON "refunds" ("payment_id") WHERE "status" = 'processed'`,
    );
    await q.query(`
      ALTER TABLE "payments"
        ADD COLUMN "dispute_id" varchar(40),
        ADD COLUMN "dispute_status" varchar(40),
        ADD COLUMN "dispute_category" varchar(40),
        ADD COLUMN "dispute_amount" integer,
        ADD COLUMN "dispute_due_at" timestamptz,
        ADD COLUMN "dispute_opened_at" timestamptz,
        ADD COLUMN "dispute_resolution" varchar(40),
        ADD COLUMN "dispute_resolved_at" timestamptz,
        ADD COLUMN "release_frozen" boolean NOT NULL DEFAULT false`);
    await q.query(
      `CREATE INDEX "IDX_payments_dispute_open" ON "payments" ("dispute_due_at")
       WHERE "dispute_id" IS NOT NULL AND "dispute_resolved_at" IS NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_payments_dispute_open"`);
    await q.query(`
      ALTER TABLE "payments"
        DROP COLUMN "release_frozen",
        DROP COLUMN "dispute_resolved_at",
        DROP COLUMN "dispute_resolution",
        DROP COLUMN "dispute_opened_at",
        DROP COLUMN "dispute_due_at",
        DROP COLUMN "dispute_amount",
        DROP COLUMN "dispute_category",
        DROP COLUMN "dispute_status",
        DROP COLUMN "dispute_id"`);
    await q.query(`DROP INDEX "UQ_refunds_processed"`);
    await q.query(`DROP INDEX "UQ_refunds_open"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_refunds_open" ON "refunds" ("payment_id") WHERE "status" IN ('requested', 'approved', 'processing')`,
    );
    await q.query(`
      ALTER TABLE "refunds"
        DROP COLUMN "retry_account",
        DROP COLUMN "attention_at",
        DROP COLUMN "gateway_status",
        DROP CONSTRAINT "CHK_refunds_status"`);
    await q.query(
      `ALTER TABLE "refunds" ADD CONSTRAINT "CHK_refunds_status" CHECK ("status" IN ('requested', 'approved', 'processing', 'processed', 'denied', 'failed'))`,
    );
  }
}
