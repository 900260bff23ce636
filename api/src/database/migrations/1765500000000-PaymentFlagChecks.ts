import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A flagged payment (an amount or currency the gateway reported differently, a double payment)
 * waits for staff to check the transaction. The check is recorded on the payment: when, by whom
 * and what they found, so the console's count of payments to check goes down once it is done.
 */
export class PaymentFlagChecks1765500000000 implements MigrationInterface {
  name = 'PaymentFlagChecks1765500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "payments"
        ADD COLUMN "flag_checked_at" timestamptz,
        ADD COLUMN "flag_checked_by" uuid,
        ADD COLUMN "flag_check_note" text,
        ADD CONSTRAINT "FK_payments_flag_checked_by" FOREIGN KEY ("flag_checked_by")
          REFERENCES "users"("id") ON DELETE SET NULL,
        ADD CONSTRAINT "CHK_payments_flag_check" CHECK (
          "flag_checked_at" IS NULL OR ("flagged_at" IS NOT NULL AND "flag_check_note" IS NOT NULL)
        )`);
    await q.query(
      `CREATE INDEX "IDX_payments_flag_open" ON "payments" ("flagged_at")
       WHERE "flagged_at" IS NOT NULL AND "flag_checked_at" IS NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_payments_flag_open"`);
    await q.query(`
      ALTER TABLE "payments"
        DROP CONSTRAINT "CHK_payments_flag_check",
        DROP CONSTRAINT "FK_payments_flag_checked_by",
        DROP COLUMN "flag_check_note",
        DROP COLUMN "flag_checked_by",
        DROP COLUMN "flag_checked_at"`);
  }
}
