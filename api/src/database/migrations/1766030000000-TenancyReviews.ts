import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews by tenants of the homes they lived in and their landlords: one per tenancy and stage
 * (during the tenancy, at its end), the landlord's one answer, the parties' reports (one per
 * party and review) and staff's decision to keep or hide a reported review.
 */
export class TenancyReviews1766030000000 implements MigrationInterface {
  name = 'TenancyReviews1766030000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "tenancy_reviews" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "stage" varchar(10) NOT NULL,
        "power" smallint NOT NULL,
        "water" smallint NOT NULL,
        "security" smallint NOT NULL,
        "responsiveness" smallint NOT NULL,
        "as_advertised" varchar(10) NOT NULL,
        "power_grid_hours" smallint,
        "power_backup" varchar(20),
        "text" text NOT NULL,
        "answer" text,
        "answered_at" timestamptz,
        "status" varchar(20) NOT NULL DEFAULT 'visible',
        "decided_by" uuid,
        "decided_at" timestamptz,
        "decision_reason" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tenancy_reviews" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_tenancy_reviews_stage" UNIQUE ("tenancy_id", "stage"),
        CONSTRAINT "FK_tenancy_reviews_tenancy" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancy_reviews_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancy_reviews_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancy_reviews_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancy_reviews_decider" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_tenancy_reviews_stage" CHECK ("stage" IN ('during', 'end')),
        CONSTRAINT "CHK_tenancy_reviews_stars" CHECK (
          "power" BETWEEN 1 AND 5 AND "water" BETWEEN 1 AND 5
          AND "security" BETWEEN 1 AND 5 AND "responsiveness" BETWEEN 1 AND 5),
        CONSTRAINT "CHK_tenancy_reviews_as_advertised" CHECK ("as_advertised" IN ('yes', 'partly', 'no')),
        CONSTRAINT "CHK_tenancy_reviews_grid_hours" CHECK ("power_grid_hours" BETWEEN 0 AND 24),
        CONSTRAINT "CHK_tenancy_reviews_backup" CHECK ("power_backup" IN ('none', 'generator', 'inverter', 'both')),
        CONSTRAINT "CHK_tenancy_reviews_status" CHECK ("status" IN ('visible', 'reported', 'kept', 'hidden'))
      )`);
    await q.query(
      `CREATE INDEX "IDX_tenancy_reviews_property" ON "tenancy_reviews" ("property_id", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "IDX_tenancy_reviews_landlord" ON "tenancy_reviews" ("landlord_id", "created_at")`,
    );
    await q.query(`
      CREATE TABLE "review_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "review_id" uuid NOT NULL,
        "reporter_id" uuid NOT NULL,
        "reporter_role" varchar(10) NOT NULL,
        "reason" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_review_reports" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_review_reports_reporter" UNIQUE ("review_id", "reporter_id"),
        CONSTRAINT "FK_review_reports_review" FOREIGN KEY ("review_id") REFERENCES "tenancy_reviews"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_review_reports_reporter" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_review_reports_role" CHECK ("reporter_role" IN ('tenant', 'landlord'))
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "review_reports"`);
    await q.query(`DROP TABLE "tenancy_reviews"`);
  }
}
