import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics compare a landlord's occupancy with the previous period, so the product must know
 * what each listing was on a past day. `listing_occupancy_history` keeps one row each time a
 * listing starts or stops counting for occupancy (approved and not archived) or being occupied
 * (under contract or rented). A trigger writes it, so every path that changes a listing
 * (the lifecycle, the console, the seed, bulk loads) is recorded alike; a new listing's first
 * row is dated at its creation. Existing listings get one row at their creation with their
 * state today (the best that can be known). docs/0016-dashboard-figures.md.
 *
 * The index on conversations serves 'enquiries in a period' for one landlord; the one on
 * refunds, revenue net of processed refunds.
 */
export class ListingOccupancyHistory1765400000000 implements MigrationInterface {
  name = 'ListingOccupancyHistory1765400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "listing_occupancy_history" (
        "id" bigint GENERATED ALWAYS AS IDENTITY,
        "property_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "counted" boolean NOT NULL,
        "occupied" boolean NOT NULL,
        "valid_from" timestamptz NOT NULL,
        CONSTRAINT "PK_listing_occupancy_history" PRIMARY KEY ("id"),
        CONSTRAINT "FK_listing_occupancy_history_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_listing_occupancy_history_landlord" ON "listing_occupancy_history" ("landlord_id", "property_id", "valid_from" DESC, "id" DESC)`,
    );
    await q.query(`
      CREATE FUNCTION "record_listing_occupancy"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        counted boolean := NEW."moderation_status" = 'approved' AND NEW."archived_at" IS NULL;
        occupied boolean := NEW."status" IN ('under_contract', 'rented');
      BEGIN
        IF TG_OP = 'UPDATE'
          AND counted = (OLD."moderation_status" = 'approved' AND OLD."archived_at" IS NULL)
          AND occupied = (OLD."status" IN ('under_contract', 'rented')) THEN
          RETURN NULL;
        END IF;
        INSERT INTO "listing_occupancy_history" ("property_id", "landlord_id", "counted", "occupied", "valid_from")
        VALUES (NEW."id", NEW."landlord_id", counted, occupied,
                CASE WHEN TG_OP = 'INSERT' THEN NEW."created_at" ELSE now() END);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "TRG_properties_occupancy"
      AFTER INSERT OR UPDATE OF "status", "moderation_status", "archived_at" ON "properties"
      FOR EACH ROW EXECUTE FUNCTION "record_listing_occupancy"()`);
    await q.query(`
      INSERT INTO "listing_occupancy_history" ("property_id", "landlord_id", "counted", "occupied", "valid_from")
      SELECT "id", "landlord_id", "moderation_status" = 'approved' AND "archived_at" IS NULL,
             "status" IN ('under_contract', 'rented'), "created_at"
      FROM "properties"`);
    await q.query(
      `CREATE INDEX "IDX_conversations_landlord_created" ON "conversations" ("landlord_id", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "IDX_refunds_processed_payment" ON "refunds" ("payment_id") WHERE "status" = 'processed'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_refunds_processed_payment"`);
    await q.query(`DROP INDEX "IDX_conversations_landlord_created"`);
    await q.query(`DROP TRIGGER "TRG_properties_occupancy" ON "properties"`);
    await q.query(`DROP FUNCTION "record_listing_occupancy"()`);
    await q.query(`DROP TABLE "listing_occupancy_history"`);
  }
}
