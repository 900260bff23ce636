import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tenancy: what an approved and paid application becomes. It keeps its parties, listing,
 * application and payment, the money agreed, the term (months paid in advance), the window and
 * date of moving in, and its state. While it is live (awaiting signatures or move-in, active or
 * disputed) it holds its listing: at most one live tenancy per listing (a partial unique index).
 *
 * Homes let before tenancies existed (an approved application, paid by a completed payment, its
 * listing rented) get their tenancy, awaiting signatures, so their listing is held as well.
 */
export class Tenancies1765820000000 implements MigrationInterface {
  name = 'Tenancies1765820000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "tenancies" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "application_id" uuid NOT NULL,
        "payment_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "state" varchar(30) NOT NULL DEFAULT 'awaiting_signatures',
        "monthly_rent" integer NOT NULL,
        "rent_advance_months" smallint NOT NULL,
        "security_deposit" integer NOT NULL,
        "service_charge" integer NOT NULL,
        "agency_fee" integer NOT NULL,
        "legal_fee" integer NOT NULL,
        "move_in_total" integer NOT NULL,
        "term_months" smallint NOT NULL,
        "move_in_earliest" date NOT NULL,
        "move_in_date" date,
        "end_date" date,
        "cancelled_at" timestamptz,
        "cancellation_reason" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tenancies" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_tenancies_application" UNIQUE ("application_id"),
        CONSTRAINT "UQ_tenancies_payment" UNIQUE ("payment_id"),
        CONSTRAINT "FK_tenancies_application" FOREIGN KEY ("application_id") REFERENCES "property_applications"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancies_payment" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancies_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancies_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancies_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_tenancies_state" CHECK ("state" IN ('awaiting_signatures', 'awaiting_move_in', 'active', 'ended', 'cancelled', 'disputed')),
        CONSTRAINT "CHK_tenancies_money" CHECK (
          "monthly_rent" >= 0 AND "rent_advance_months" >= 1 AND "security_deposit" >= 0
          AND "service_charge" >= 0 AND "agency_fee" >= 0 AND "legal_fee" >= 0 AND "move_in_total" >= 0),
        CONSTRAINT "CHK_tenancies_term" CHECK ("term_months" >= 1),
        CONSTRAINT "CHK_tenancies_dates" CHECK ("end_date" IS NULL OR "end_date" > "move_in_date")
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_tenancies_live_listing" ON "tenancies" ("property_id") WHERE "state" IN ('awaiting_signatures', 'awaiting_move_in', 'active', 'disputed')`,
    );
    await q.query(
      `CREATE INDEX "IDX_tenancies_tenant" ON "tenancies" ("tenant_id", "created_at" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_tenancies_landlord" ON "tenancies" ("landlord_id", "created_at" DESC)`,
    );
    await q.query(`
      INSERT INTO "tenancies" ("application_id", "payment_id", "property_id", "tenant_id", "landlord_id",
        "monthly_rent", "rent_advance_months", "security_deposit", "service_charge", "agency_fee",
        "legal_fee", "move_in_total", "term_months", "move_in_earliest", "created_at")
      SELECT DISTINCT ON (a."property_id") a."id", pay."id", a."property_id", a."tenant_id", a."landlord_id",
        a."monthly_rent", a."rent_advance_months", a."security_deposit", a."service_charge", a."agency_fee",
        a."legal_fee", pay."amount", a."rent_advance_months",
        (coalesce(pay."payment_date", pay."created_at") AT TIME ZONE 'Africa/Lagos')::date,
        coalesce(pay."payment_date", pay."created_at")
      FROM "property_applications" a
      JOIN "payments" pay ON pay."application_id" = a."id" AND pay."reference" = a."payment_reference"
      JOIN "properties" p ON p."id" = a."property_id"
      WHERE a."status" = 'approved' AND a."deposit_paid" AND pay."status" = 'completed' AND p."status" = 'rented'
      ORDER BY a."property_id", coalesce(pay."payment_date", pay."created_at") DESC`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "tenancies"`);
  }
}
