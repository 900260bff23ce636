import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The public-listing predicate before this migration, as PostgreSQL prints it in an index. */
const HIDDEN = ` AND (NOT hidden_by_reports)`;

/**
 * Reports of listings:
 *
 * - `listing_reports`: one person's report (signed in or by address), one per person and listing;
 * - `listing_report_cases`: the open reports of one listing, grouped for staff (at most one open
 *   case per listing), and staff's decision;
 * - `properties.hidden_by_reports`, part of the public-listing predicate: the partial search
 *   indexes on that predicate are made again with it.
 */
export class ListingReports1766160000000 implements MigrationInterface {
  name = 'ListingReports1766160000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "properties" ADD "hidden_by_reports" boolean NOT NULL DEFAULT false`,
    );
    await this.remakePublicIndexes(q, (where) => `${where}${HIDDEN}`);

    await q.query(`
      CREATE TABLE "listing_report_cases" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'open',
        "listing_hidden" boolean NOT NULL DEFAULT false,
        "outcome" varchar(20),
        "decision_note" text,
        "decided_by" uuid,
        "decided_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_listing_report_cases" PRIMARY KEY ("id"),
        CONSTRAINT "FK_listing_report_cases_property" FOREIGN KEY ("property_id")
          REFERENCES "properties"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_listing_report_cases_decider" FOREIGN KEY ("decided_by")
          REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_listing_report_cases_open" ON "listing_report_cases" ("property_id") WHERE "status" = 'open'`,
    );
    await q.query(
      `CREATE INDEX "IDX_listing_report_cases_status" ON "listing_report_cases" ("status", "created_at")`,
    );

    await q.query(`
      CREATE TABLE "listing_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "case_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "reporter_id" uuid,
        "reporter_key" varchar(80) NOT NULL,
        "reason" varchar(30) NOT NULL,
        "details" text,
        "evidence_url" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_listing_reports" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_listing_reports_reporter" UNIQUE ("property_id", "reporter_key"),
        CONSTRAINT "FK_listing_reports_case" FOREIGN KEY ("case_id")
          REFERENCES "listing_report_cases"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_listing_reports_property" FOREIGN KEY ("property_id")
          REFERENCES "properties"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_listing_reports_reporter" FOREIGN KEY ("reporter_id")
          REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_listing_reports_case" ON "listing_reports" ("case_id")`);
    await q.query(
      `CREATE INDEX "IDX_listing_reports_reporter_key" ON "listing_reports" ("reporter_key", "created_at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "listing_reports"`);
    await q.query(`DROP TABLE "listing_report_cases"`);
    await this.remakePublicIndexes(q, (where) => where.replace(HIDDEN, ''));
    await q.query(`ALTER TABLE "properties" DROP COLUMN "hidden_by_reports"`);
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
