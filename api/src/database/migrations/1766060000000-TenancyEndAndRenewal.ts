import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The end of a tenancy and its renewal: who gave notice, when, why and the move-out date it
 * gives; when the landlord confirmed the home goes back on the market; when the tenancy ended.
 * Renewal offers: a new monthly rent for a new term, at most one open per tenancy.
 */
export class TenancyEndAndRenewal1766060000000 implements MigrationInterface {
  name = 'TenancyEndAndRenewal1766060000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "tenancies"
        ADD "notice_given_by" varchar(10),
        ADD "notice_given_at" timestamptz,
        ADD "notice_reason" text,
        ADD "move_out_date" date,
        ADD "relist_confirmed_at" timestamptz,
        ADD "ended_at" timestamptz,
        ADD CONSTRAINT "CHK_tenancies_notice_given_by"
          CHECK ("notice_given_by" IS NULL OR "notice_given_by" IN ('tenant', 'landlord'))`);
    await q.query(`
      CREATE TABLE "tenancy_renewals" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "state" varchar(10) NOT NULL DEFAULT 'open',
        "rent" integer NOT NULL,
        "term_months" smallint NOT NULL,
        "starts_on" date NOT NULL,
        "ends_on" date NOT NULL,
        "offered_at" timestamptz NOT NULL,
        "decided_at" timestamptz,
        CONSTRAINT "PK_tenancy_renewals" PRIMARY KEY ("id"),
        CONSTRAINT "FK_tenancy_renewals_tenancy" FOREIGN KEY ("tenancy_id")
          REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_tenancy_renewals_state" CHECK ("state" IN ('open', 'accepted', 'declined'))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_tenancy_renewals_open" ON "tenancy_renewals" ("tenancy_id") WHERE "state" = 'open'`,
    );
    await q.query(
      `CREATE INDEX "IDX_tenancy_renewals_tenancy" ON "tenancy_renewals" ("tenancy_id", "offered_at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "tenancy_renewals"`);
    await q.query(`
      ALTER TABLE "tenancies"
        DROP CONSTRAINT "CHK_tenancies_notice_given_by",
        DROP COLUMN "notice_given_by",
        DROP COLUMN "notice_given_at",
        DROP COLUMN "notice_reason",
        DROP COLUMN "move_out_date",
        DROP COLUMN "relist_confirmed_at",
        DROP COLUMN "ended_at"`);
  }
}
