import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Viewings of listings (a confirmed slot of a listing is taken once: a partial unique index,
 * so two racing bookings cannot both win), saved searches with the matches waiting for their
 * digest, and the text-message channel: a user's verified phone and opt-ins, and the sandbox's
 * record of the texts it "sent".
 */
export class ViewingsSavedSearchesTexts1764800000000 implements MigrationInterface {
  name = 'ViewingsSavedSearchesTexts1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "viewings" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "tenant_id" uuid,
        "tenant_name" varchar(120) NOT NULL,
        "tenant_email" varchar(254) NOT NULL,
        "tenant_phone" varchar(20),
        "viewing_date" date NOT NULL,
        "viewing_time" varchar(5) NOT NULL,
        "starts_at" timestamptz NOT NULL,
        "viewing_type" varchar(10) NOT NULL,
        "status" varchar(12) NOT NULL,
        "requested_by" varchar(10) NOT NULL,
        "message" text,
        "sequence" integer NOT NULL DEFAULT 0,
        "reminder_sent_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_viewings" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_viewings_type" CHECK ("viewing_type" IN ('virtual', 'physical')),
        CONSTRAINT "CHK_viewings_status" CHECK ("status" IN ('pending', 'confirmed', 'completed', 'cancelled')),
        CONSTRAINT "CHK_viewings_requested_by" CHECK ("requested_by" IN ('tenant', 'landlord')),
        CONSTRAINT "CHK_viewings_time" CHECK ("viewing_time" ~ '^[0-2][0-9]:[0-5][0-9]$'),
        CONSTRAINT "FK_viewings_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_viewings_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_viewings_confirmed_slot" ON "viewings" ("property_id", "viewing_date", "viewing_time") WHERE "status" = 'confirmed'`,
    );
    await q.query(
      `CREATE INDEX "IDX_viewings_property_date" ON "viewings" ("property_id", "viewing_date", "viewing_time")`,
    );
    await q.query(`CREATE INDEX "IDX_viewings_tenant" ON "viewings" ("tenant_id")`);
    await q.query(
      `CREATE INDEX "IDX_viewings_reminder_due" ON "viewings" ("starts_at") WHERE "status" = 'confirmed' AND "reminder_sent_at" IS NULL`,
    );

    await q.query(`
      CREATE TABLE "saved_searches" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" varchar(80) NOT NULL,
        "filters" jsonb NOT NULL DEFAULT '{}',
        "frequency" varchar(10) NOT NULL DEFAULT 'daily',
        "alerts_enabled" boolean NOT NULL DEFAULT true,
        "last_digest_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_saved_searches" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_saved_searches_frequency" CHECK ("frequency" IN ('instant', 'daily')),
        CONSTRAINT "FK_saved_searches_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_saved_searches_user" ON "saved_searches" ("user_id", "created_at")`,
    );
    await q.query(`
      CREATE TABLE "saved_search_matches" (
        "search_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "matched_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        CONSTRAINT "PK_saved_search_matches" PRIMARY KEY ("search_id", "property_id"),
        CONSTRAINT "FK_saved_search_matches_search" FOREIGN KEY ("search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_saved_search_matches_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_saved_search_matches_unsent" ON "saved_search_matches" ("search_id") WHERE "sent_at" IS NULL`,
    );

    await q.query(`
      CREATE TABLE "user_text_channels" (
        "user_id" uuid NOT NULL,
        "phone" varchar(20),
        "verified_at" timestamptz,
        "sms" boolean NOT NULL DEFAULT false,
        "whatsapp" boolean NOT NULL DEFAULT false,
        "pending_phone" varchar(20),
        "code_hash" char(64),
        "code_expires_at" timestamptz,
        "code_attempts" smallint NOT NULL DEFAULT 0,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_user_text_channels" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_user_text_channels_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "text_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "channel" varchar(10) NOT NULL,
        "to" varchar(20) NOT NULL,
        "body" text NOT NULL,
        "shown_body" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_text_messages" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_text_messages_created" ON "text_messages" ("created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "text_messages"`);
    await q.query(`DROP TABLE "user_text_channels"`);
    await q.query(`DROP TABLE "saved_search_matches"`);
    await q.query(`DROP TABLE "saved_searches"`);
    await q.query(`DROP TABLE "viewings"`);
  }
}
