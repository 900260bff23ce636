import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What this migration adds to the public-listing predicate, as PostgreSQL prints it in an index. */
const FRESH_ENOUGH = ` AND (staleness < 2)`;

/** The public-listing predicate of `publicListingConditions()` after this migration. */
const PUBLIC = `"is_approved" AND "archived_at" IS NULL AND NOT "landlord_suspended" AND NOT "hidden_by_reports" AND "staleness" < 2`;

/**
 * Fresh listings: landlords confirm that an available listing is still available.
 *
 * - `properties.confirmed_available_at`: the last confirmation (publishing and a return to the
 *   market count as one). Listings that exist today start from now, so none fades the day this
 *   ships;
 * - `properties.staleness`: 0 confirmed within 14 days, 1 'may no longer be available' (sinks in
 *   the default order), 2 unconfirmed for 30 days (hidden from the public). Written by the
 *   freshness sweep and by a confirmation; part of the public-listing predicate, so the partial
 *   search indexes on that predicate are made again with it;
 * - the default order's indexes (all listings and verified owners) lead with `staleness` after
 *   `status`, the order's first key;
 * - `listing_confirmations`: the emailed and texted links asking a landlord to confirm (the
 *   link carries the row's id signed with the app's secret), each used once.
 */
export class ListingFreshness1766170000000 implements MigrationInterface {
  name = 'ListingFreshness1766170000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "properties" ADD "confirmed_available_at" timestamptz NOT NULL DEFAULT now()`,
    );
    await q.query(`ALTER TABLE "properties" ADD "staleness" smallint NOT NULL DEFAULT 0`);
    await q.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_properties_staleness" CHECK ("staleness" BETWEEN 0 AND 2)`,
    );
    await this.remakePublicIndexes(q, (where) => `${where}${FRESH_ENOUGH}`);

    await q.query(`DROP INDEX "IDX_properties_public_newest"`);
    await q.query(
      `CREATE INDEX "IDX_properties_public_newest" ON "properties" ("status", "staleness", "created_at" DESC, "id" DESC)
       INCLUDE ("city_key", "property_type", "bedrooms", "price") WHERE ${PUBLIC}`,
    );
    await q.query(`DROP INDEX "IDX_properties_public_verified"`);
    await q.query(
      `CREATE INDEX "IDX_properties_public_verified" ON "properties" ("status", "staleness", "created_at" DESC, "id" DESC)
       WHERE "verified_owner" AND ${PUBLIC}`,
    );
    // The sweep finds available listings by their last confirmation.
    await q.query(
      `CREATE INDEX "IDX_properties_confirmed_available" ON "properties" ("confirmed_available_at")
       WHERE "status" = 'available' AND "archived_at" IS NULL`,
    );

    await q.query(`
      CREATE TABLE "listing_confirmations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "reason" varchar(10) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_listing_confirmations" PRIMARY KEY ("id"),
        CONSTRAINT "FK_listing_confirmations_property" FOREIGN KEY ("property_id")
          REFERENCES "properties"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_listing_confirmations_property" ON "listing_confirmations" ("property_id", "created_at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "listing_confirmations"`);
    await q.query(`DROP INDEX "IDX_properties_confirmed_available"`);
    await q.query(`DROP INDEX "IDX_properties_public_verified"`);
    await q.query(`DROP INDEX "IDX_properties_public_newest"`);
    const before = PUBLIC.replace(` AND "staleness" < 2`, '');
    await q.query(
      `CREATE INDEX "IDX_properties_public_newest" ON "properties" ("status", "created_at" DESC, "id" DESC)
       INCLUDE ("city_key", "property_type", "bedrooms", "price") WHERE ${before}`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_verified" ON "properties" ("status", "created_at" DESC, "id" DESC)
       WHERE "verified_owner" AND ${before}`,
    );
    await this.remakePublicIndexes(q, (where) => where.replace(FRESH_ENOUGH, ''));
    await q.query(`ALTER TABLE "properties" DROP CONSTRAINT "CHK_properties_staleness"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "staleness"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "confirmed_available_at"`);
  }

  /** Makes again every partial index of `properties` on the public-listing predicate. */
  private async remakePublicIndexes(q: QueryRunner, where: (clause: string) => string) {
    const indexes: { indexname: string; indexdef: string }[] = await q.query(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = 'properties'
         AND indexdef LIKE '%WHERE%landlord_suspended%'`,
    );
    for (const { indexname, indexdef } of indexes) {
      const at = indexdef.lastIndexOf(' WHERE ');
      const clause = indexdef.slice(at);
      await q.query(`DROP INDEX "${indexname}"`);
      await q.query(indexdef.slice(0, at) + where(clause));
    }
  }
}
