import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The monthly statements sent to landlords: one row per landlord and month (YYYY-MM, West
 * Africa Time), written in the transaction that records the email, so a second run or a second
 * instance sends none.
 */
export class LandlordStatements1766050000000 implements MigrationInterface {
  name = 'LandlordStatements1766050000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "landlord_statements" (
        "landlord_id" uuid NOT NULL,
        "month" varchar(7) NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_landlord_statements" PRIMARY KEY ("landlord_id", "month"),
        CONSTRAINT "FK_landlord_statements_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "landlord_statements"`);
  }
}
