import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money agreed is money charged, and an approval is an offer with a deadline:
 * - each application keeps the listing's money as it was when the tenant applied (monthly rent,
 *   months in advance, caution deposit, service charge, agency and legal fees); the payment,
 *   the guarantor's page and the receipt use it, whatever the landlord changes later. Existing
 *   applications take their listing's money of today (the best that can be known);
 * - an approved, unpaid application carries the end of its offer (`offer_expires_at`) and when
 *   its reminders were sent; past the deadline it is `lapsed`. Approvals waiting for payment
 *   today get a full offer from now (72 hours, the default of PAYMENT_OFFER_HOURS), so listings
 *   held under contract for ever come back to the market.
 */
export class OffersAndAgreedMoney1765810000000 implements MigrationInterface {
  name = 'OffersAndAgreedMoney1765810000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "property_applications"
        ADD COLUMN "monthly_rent" integer,
        ADD COLUMN "rent_advance_months" smallint,
        ADD COLUMN "security_deposit" integer,
        ADD COLUMN "service_charge" integer,
        ADD COLUMN "agency_fee" integer,
        ADD COLUMN "legal_fee" integer,
        ADD COLUMN "offer_expires_at" timestamptz,
        ADD COLUMN "offer_half_reminded_at" timestamptz,
        ADD COLUMN "offer_final_reminded_at" timestamptz`);
    await q.query(`
      UPDATE "property_applications" a SET
        "monthly_rent" = p."price",
        "rent_advance_months" = p."rent_advance_months",
        "security_deposit" = p."security_deposit",
        "service_charge" = p."service_charge",
        "agency_fee" = p."agency_fee",
        "legal_fee" = p."legal_fee"
      FROM "properties" p WHERE p."id" = a."property_id"`);
    await q.query(`
      UPDATE "property_applications" SET "offer_expires_at" = now() + interval '72 hours'
      WHERE "status" = 'approved' AND NOT "deposit_paid"`);
    await q.query(`
      ALTER TABLE "property_applications"
        ALTER COLUMN "monthly_rent" SET NOT NULL,
        ALTER COLUMN "rent_advance_months" SET NOT NULL,
        ALTER COLUMN "security_deposit" SET NOT NULL,
        ALTER COLUMN "service_charge" SET NOT NULL,
        ALTER COLUMN "agency_fee" SET NOT NULL,
        ALTER COLUMN "legal_fee" SET NOT NULL,
        DROP CONSTRAINT "CHK_property_applications_status",
        ADD CONSTRAINT "CHK_property_applications_status" CHECK ("status" IN ('pending', 'under_review', 'approved', 'rejected', 'lapsed')),
        ADD CONSTRAINT "CHK_property_applications_money" CHECK (
          "monthly_rent" >= 0 AND "rent_advance_months" >= 1 AND "security_deposit" >= 0
          AND "service_charge" >= 0 AND "agency_fee" >= 0 AND "legal_fee" >= 0)`);
    await q.query(
      `CREATE INDEX "IDX_property_applications_offers" ON "property_applications" ("offer_expires_at") WHERE "status" = 'approved' AND NOT "deposit_paid"`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_property_applications_offers"`);
    await q.query(
      `UPDATE "property_applications" SET "status" = 'rejected' WHERE "status" = 'lapsed'`,
    );
    await q.query(`
      ALTER TABLE "property_applications"
        DROP CONSTRAINT "CHK_property_applications_money",
        DROP CONSTRAINT "CHK_property_applications_status",
        ADD CONSTRAINT "CHK_property_applications_status" CHECK ("status" IN ('pending', 'under_review', 'approved', 'rejected')),
        DROP COLUMN "monthly_rent",
        DROP COLUMN "rent_advance_months",
        DROP COLUMN "security_deposit",
        DROP COLUMN "service_charge",
        DROP COLUMN "agency_fee",
        DROP COLUMN "legal_fee",
        DROP COLUMN "offer_expires_at",
        DROP COLUMN "offer_half_reminded_at",
        DROP COLUMN "offer_final_reminded_at"`);
  }
}
