import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An application has at most one checkout that can still be paid: one pending payment. Starting
 * a payment again offers that checkout rather than a second reference (which could charge the
 * card twice). Older duplicates, if any, are superseded by the newest, as starting again does.
 */
export class OneOpenPaymentPerApplication1765620000000 implements MigrationInterface {
  name = 'OneOpenPaymentPerApplication1765620000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE "payments" SET "status" = 'cancelled', "next_check_at" = NULL
       WHERE "status" = 'pending'
         AND "id" NOT IN (
           SELECT DISTINCT ON ("application_id") "id" FROM "payments"
            WHERE "status" = 'pending'
            ORDER BY "application_id", "created_at" DESC, "id" DESC
         )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_payments_open_per_application" ON "payments" ("application_id")
       WHERE "status" = 'pending'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_payments_open_per_application"`);
  }
}
