import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The listing lifecycle: material edits of an approved listing wait in `pending_changes`;
 * a deleted listing that records refer to is archived (`archived_at`); a suspended landlord's
 * listings are hidden (`landlord_suspended`, kept in step with the user's status).
 */
export class ListingLifecycle1764200000000 implements MigrationInterface {
  name = 'ListingLifecycle1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "properties"
        ADD COLUMN "pending_changes" jsonb,
        ADD COLUMN "changes_submitted_at" timestamptz,
        ADD COLUMN "archived_at" timestamptz,
        ADD COLUMN "landlord_suspended" boolean NOT NULL DEFAULT false`);
    await q.query(`
      UPDATE "properties" p SET "landlord_suspended" = true
      FROM "users" u WHERE u."id" = p."landlord_id" AND u."status" = 'suspended'`);
    await q.query(
      `CREATE INDEX "IDX_properties_changes_pending" ON "properties" ("changes_submitted_at") WHERE "pending_changes" IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_properties_changes_pending"`);
    await q.query(`
      ALTER TABLE "properties"
        DROP COLUMN "landlord_suspended",
        DROP COLUMN "archived_at",
        DROP COLUMN "changes_submitted_at",
        DROP COLUMN "pending_changes"`);
  }
}
