import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fraud signals of listings:
 *
 * - `properties.risk_score`, `risk_signals` (the reasons with their evidence) and
 *   `risk_checked_at` (null while the version under review waits for its check);
 * - `listing_photo_hashes`: the 64-bit perceptual hash of each photo of a listing (its approved
 *   photos and those of its pending changes), compared by Hamming distance with other
 *   landlords' photos;
 * - `sessions.device_id`: the browser a session was opened from (an id the site keeps on the
 *   device), so that one device used by several landlord accounts shows.
 */
export class ListingSignals1766175000000 implements MigrationInterface {
  name = 'ListingSignals1766175000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "properties"
      ADD "risk_score" smallint NOT NULL DEFAULT 0,
      ADD "risk_signals" jsonb NOT NULL DEFAULT '[]',
      ADD "risk_checked_at" timestamptz`);
    await q.query(
      `CREATE INDEX "IDX_properties_risk_held" ON "properties" ("risk_score") WHERE "risk_score" > 0`,
    );
    await q.query(`
      CREATE TABLE "listing_photo_hashes" (
        "property_id" uuid NOT NULL,
        "url" varchar(500) NOT NULL,
        "hash" bit(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_listing_photo_hashes" PRIMARY KEY ("property_id", "url"),
        CONSTRAINT "FK_listing_photo_hashes_property" FOREIGN KEY ("property_id")
          REFERENCES "properties"("id") ON DELETE CASCADE
      )`);
    await q.query(`ALTER TABLE "sessions" ADD "device_id" varchar(64)`);
    await q.query(
      `CREATE INDEX "IDX_sessions_device" ON "sessions" ("device_id") WHERE "device_id" IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_sessions_device"`);
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "device_id"`);
    await q.query(`DROP TABLE "listing_photo_hashes"`);
    await q.query(`DROP INDEX "IDX_properties_risk_held"`);
    await q.query(`ALTER TABLE "properties"
      DROP COLUMN "risk_checked_at", DROP COLUMN "risk_signals", DROP COLUMN "risk_score"`);
  }
}
