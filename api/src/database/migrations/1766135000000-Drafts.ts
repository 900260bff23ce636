import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unfinished forms kept for their user: one row per user, kind (listing, booking, kyc) and key
 * (the listing a booking or an edit is for, '' for none). Deleted with the submit that consumes
 * them, or by the daily sweep once untouched for 30 days (hence the index on `updated_at`).
 */
export class Drafts1766135000000 implements MigrationInterface {
  name = 'Drafts1766135000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "drafts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "kind" varchar(20) NOT NULL,
        "key" varchar(64) NOT NULL DEFAULT '',
        "step" integer NOT NULL DEFAULT 0,
        "data" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_drafts" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_drafts_user_kind_key" UNIQUE ("user_id", "kind", "key"),
        CONSTRAINT "CHK_drafts_kind" CHECK ("kind" IN ('listing', 'booking', 'kyc')),
        CONSTRAINT "FK_drafts_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_drafts_updated_at" ON "drafts" ("updated_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "drafts"`);
  }
}
