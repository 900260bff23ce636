import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The renter profile that travels: what a tenant types once (work, a reference, a guarantor),
 * what they choose to show and whether landlords' reviews of them may be shown; the expiring
 * links they share it by; landlords' reviews of tenants (one per tenancy); and the reminders to
 * review a home, one per tenancy and stage.
 */
export class RenterProfiles1766120000000 implements MigrationInterface {
  name = 'RenterProfiles1766120000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "renter_profiles" (
        "tenant_id" uuid NOT NULL,
        "phone" varchar(20) NOT NULL DEFAULT '',
        "date_of_birth" date,
        "occupation" varchar(120) NOT NULL DEFAULT '',
        "employer" varchar(120) NOT NULL DEFAULT '',
        "monthly_income" integer,
        "nin_number" varchar(11) NOT NULL DEFAULT '',
        "reference_name" varchar(100) NOT NULL DEFAULT '',
        "reference_phone" varchar(20) NOT NULL DEFAULT '',
        "reference_email" varchar(254) NOT NULL DEFAULT '',
        "reference_relationship" varchar(20) NOT NULL DEFAULT '',
        "guarantor_name" varchar(100) NOT NULL DEFAULT '',
        "guarantor_phone" varchar(20) NOT NULL DEFAULT '',
        "guarantor_email" varchar(254) NOT NULL DEFAULT '',
        "guarantor_relationship" varchar(20) NOT NULL DEFAULT '',
        "guarantor_occupation" varchar(120) NOT NULL DEFAULT '',
        "guarantor_employer" varchar(120) NOT NULL DEFAULT '',
        "guarantor_nin_number" varchar(11) NOT NULL DEFAULT '',
        "about" text NOT NULL DEFAULT '',
        "shown" jsonb NOT NULL,
        "show_landlord_reviews" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_renter_profiles" PRIMARY KEY ("tenant_id"),
        CONSTRAINT "FK_renter_profiles_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_renter_profiles_income" CHECK ("monthly_income" >= 0)
      )`);
    await q.query(`
      CREATE TABLE "renter_profile_shares" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenant_id" uuid NOT NULL,
        "sections" jsonb NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_renter_profile_shares" PRIMARY KEY ("id"),
        CONSTRAINT "FK_renter_profile_shares_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_renter_profile_shares_tenant" ON "renter_profile_shares" ("tenant_id", "created_at")`,
    );
    await q.query(`
      CREATE TABLE "tenant_reviews" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "rent_on_time" smallint NOT NULL,
        "care_of_home" smallint NOT NULL,
        "communication" smallint NOT NULL,
        "would_let_again" boolean NOT NULL,
        "text" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tenant_reviews" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_tenant_reviews_tenancy" UNIQUE ("tenancy_id"),
        CONSTRAINT "FK_tenant_reviews_tenancy" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenant_reviews_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenant_reviews_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenant_reviews_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_tenant_reviews_stars" CHECK (
          "rent_on_time" BETWEEN 1 AND 5 AND "care_of_home" BETWEEN 1 AND 5
          AND "communication" BETWEEN 1 AND 5)
      )`);
    await q.query(
      `CREATE INDEX "IDX_tenant_reviews_tenant" ON "tenant_reviews" ("tenant_id", "created_at")`,
    );
    await q.query(`
      CREATE TABLE "review_reminders" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "stage" varchar(10) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_review_reminders" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_review_reminders_stage" UNIQUE ("tenancy_id", "stage"),
        CONSTRAINT "FK_review_reminders_tenancy" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_review_reminders_stage" CHECK ("stage" IN ('during', 'end'))
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "review_reminders"`);
    await q.query(`DROP TABLE "tenant_reviews"`);
    await q.query(`DROP TABLE "renter_profile_shares"`);
    await q.query(`DROP TABLE "renter_profiles"`);
  }
}
