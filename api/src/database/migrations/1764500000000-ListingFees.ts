import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listing's money itemised: rent paid in advance (months), agency and legal fees, and what
 * the service charge covers. The caps of Lagos tenancy law (advance months, agency fee as a
 * share of a year's rent) are settings, checked by the API; the database keeps the amounts sane.
 */
export class ListingFees1764500000000 implements MigrationInterface {
  name = 'ListingFees1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "properties" ADD "rent_advance_months" smallint NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE "properties" ADD "agency_fee" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "properties" ADD "legal_fee" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "properties" ADD "service_charge_covers" character varying(300)`);
    await q.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_properties_fees" CHECK ("rent_advance_months" BETWEEN 1 AND 24 AND "agency_fee" >= 0 AND "legal_fee" >= 0 AND "security_deposit" >= 0 AND "service_charge" >= 0)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "properties" DROP CONSTRAINT "CHK_properties_fees"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "service_charge_covers"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "legal_fee"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "agency_fee"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "rent_advance_months"`);
  }
}
