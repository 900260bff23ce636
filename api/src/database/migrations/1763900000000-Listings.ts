import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listings, their daily views and bookmarks. Search runs over two generated columns:
 * `search_text` (lower-cased title, description and place, trigram-indexed for 'contains')
 * and `city_key` (the city lower-cased without spaces or punctuation, so 'portharcourt' and
 * 'Port Harcourt' agree). Public searches only read approved rows, so the b-tree indexes
 * that serve filters and sorts are partial on `is_approved`.
 */
export class Listings1763900000000 implements MigrationInterface {
  name = 'Listings1763900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE "properties" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" varchar(150) NOT NULL,
        "description" text NOT NULL,
        "location" varchar(400) NOT NULL,
        "address" varchar(200) NOT NULL,
        "city" varchar(80) NOT NULL,
        "state" varchar(80) NOT NULL,
        "postal_code" varchar(12),
        "price" integer NOT NULL,
        "security_deposit" integer NOT NULL,
        "service_charge" integer NOT NULL DEFAULT 0,
        "bedrooms" smallint NOT NULL,
        "bathrooms" smallint NOT NULL,
        "area" integer NOT NULL,
        "property_type" varchar(20) NOT NULL,
        "amenities" text[] NOT NULL DEFAULT '{}',
        "power_supply" text[] NOT NULL DEFAULT '{}',
        "water_supply" varchar(40),
        "images" jsonb NOT NULL DEFAULT '[]',
        "video_tour_url" varchar(500),
        "panorama_url" varchar(500),
        "status" varchar(20) NOT NULL DEFAULT 'available',
        "moderation_status" varchar(20) NOT NULL DEFAULT 'pending',
        "is_approved" boolean NOT NULL DEFAULT false,
        "rejection_reason" text,
        "landlord_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "search_text" text GENERATED ALWAYS AS (lower(
          "title" || ' ' || "description" || ' ' || "location" || ' ' || "city" || ' ' || "state" || ' ' || "address"
        )) STORED,
        "city_key" varchar(80) GENERATED ALWAYS AS (lower(regexp_replace("city", '[^A-Za-z0-9]', '', 'g'))) STORED,
        CONSTRAINT "PK_properties" PRIMARY KEY ("id"),
        CONSTRAINT "FK_properties_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_properties_price" CHECK ("price" > 0),
        CONSTRAINT "CHK_properties_money" CHECK ("security_deposit" >= 0 AND "service_charge" >= 0),
        CONSTRAINT "CHK_properties_rooms" CHECK ("bedrooms" >= 0 AND "bathrooms" >= 0 AND "area" > 0),
        CONSTRAINT "CHK_properties_type" CHECK ("property_type" IN ('apartment', 'house', 'studio', 'penthouse', 'villa', 'flat', 'duplex', 'bungalow', 'terrace')),
        CONSTRAINT "CHK_properties_status" CHECK ("status" IN ('available', 'under_contract', 'rented', 'inactive')),
        CONSTRAINT "CHK_properties_moderation" CHECK (
          "moderation_status" IN ('pending', 'approved', 'rejected')
          AND "is_approved" = ("moderation_status" = 'approved')
        )
      )`);
    // Text search: 'contains' over the joined text, and over the place for city/state filters.
    await q.query(
      `CREATE INDEX "IDX_properties_search_trgm" ON "properties" USING gin ("search_text" gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_location_trgm" ON "properties" USING gin (lower("location" || ' ' || "state") gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_amenities" ON "properties" USING gin ("amenities")`,
    );
    // Public filters and sorts (approved rows only), each ending with the sort's tie-breakers.
    await q.query(
      `CREATE INDEX "IDX_properties_public_newest" ON "properties" ("status", "created_at" DESC, "id" DESC) WHERE "is_approved"`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_price" ON "properties" ("status", "price", "created_at" DESC) WHERE "is_approved"`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_bedrooms" ON "properties" ("status", "bedrooms" DESC, "created_at" DESC) WHERE "is_approved"`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_city_price" ON "properties" ("city_key", "status", "price") WHERE "is_approved"`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_type_beds_price" ON "properties" ("property_type", "bedrooms", "status", "price") WHERE "is_approved"`,
    );
    // Landlord dashboards and the moderation console.
    await q.query(
      `CREATE INDEX "IDX_properties_landlord" ON "properties" ("landlord_id", "created_at" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_moderation" ON "properties" ("moderation_status", "created_at" DESC)`,
    );

    await q.query(`
      CREATE TABLE "property_views" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "visitor_key" varchar(64) NOT NULL,
        "user_id" uuid,
        "viewed_on" date NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_property_views" PRIMARY KEY ("id"),
        CONSTRAINT "FK_property_views_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_property_views_daily" ON "property_views" ("property_id", "viewed_on", "visitor_key")`,
    );

    await q.query(`
      CREATE TABLE "property_bookmarks" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenant_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "notes" text,
        "bookmark_folder" varchar(60),
        "notify_price_change" boolean NOT NULL DEFAULT true,
        "notify_status_change" boolean NOT NULL DEFAULT true,
        "notify_availability" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_property_bookmarks" PRIMARY KEY ("id"),
        CONSTRAINT "FK_property_bookmarks_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_property_bookmarks_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_property_bookmarks_tenant_property" ON "property_bookmarks" ("tenant_id", "property_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_property_bookmarks_property" ON "property_bookmarks" ("property_id")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "property_bookmarks"`);
    await q.query(`DROP TABLE IF EXISTS "property_views"`);
    await q.query(`DROP TABLE IF EXISTS "properties"`);
  }
}
