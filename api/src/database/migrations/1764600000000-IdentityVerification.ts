import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The public-listing predicate of `publicListingConditions()` (search indexes are partial on it). */
const PUBLIC = `"is_approved" AND "archived_at" IS NULL AND NOT "landlord_suspended"`;

/**
 * Identity verification and verified owners:
 *
 * - `kyc_documents` (private files of a user) and `kyc_records` (one per user, resubmitted into
 *   the same row), with the registry check of the NIN stored beside the answers;
 * - `ownership_proofs`: a landlord's proof of the right to let a listing; at most one per listing
 *   waits for review. The listing refers to them without cascading, so deleting a listing with
 *   proofs archives it (ListingLifecycleService.isReferenced);
 * - `properties.verified_owner`, the badge, with a partial index for the browse filter (few
 *   listings carry it at first, so a verified-only search is collected through this index);
 * - the audit log keeps a decision's reason and the request that made it in columns of their own.
 */
export class IdentityVerification1764600000000 implements MigrationInterface {
  name = 'IdentityVerification1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "audit_log" ADD "reason" text`);
    await q.query(`ALTER TABLE "audit_log" ADD "request_id" varchar(64)`);

    await q.query(`
      CREATE TABLE "kyc_documents" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "kind" varchar(30) NOT NULL,
        "storage_key" varchar(200) NOT NULL,
        "mime_type" varchar(40) NOT NULL,
        "size" integer NOT NULL,
        "file_name" varchar(200) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_kyc_documents" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_kyc_documents_storage_key" UNIQUE ("storage_key"),
        CONSTRAINT "FK_kyc_documents_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_kyc_documents_user" ON "kyc_documents" ("user_id", "created_at")`,
    );

    await q.query(`
      CREATE TABLE "kyc_records" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "is_verified" boolean NOT NULL DEFAULT false,
        "government_id_type" varchar(20) NOT NULL,
        "first_name" varchar(80) NOT NULL,
        "last_name" varchar(80) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(20) NOT NULL,
        "date_of_birth" date NOT NULL,
        "nationality" varchar(20) NOT NULL,
        "occupation" varchar(120) NOT NULL,
        "employer" varchar(120) NOT NULL,
        "employer_phone" varchar(20) NOT NULL,
        "employer_email" varchar(254),
        "monthly_income" integer NOT NULL,
        "employment_type" varchar(20) NOT NULL,
        "current_address" varchar(300) NOT NULL,
        "current_city" varchar(120) NOT NULL,
        "current_state" varchar(40) NOT NULL,
        "current_postal_code" varchar(12),
        "address_duration" varchar(20) NOT NULL,
        "nin_number" varchar(11) NOT NULL,
        "government_id_document_id" uuid NOT NULL,
        "proof_of_residency_document_id" uuid NOT NULL,
        "rejection_reason" text,
        "reviewed_at" timestamptz,
        "reviewed_by" uuid,
        "submitted_at" timestamptz NOT NULL,
        "submission" integer NOT NULL DEFAULT 1,
        "nin_check_status" varchar(20) NOT NULL DEFAULT 'pending',
        "nin_check" jsonb,
        "nin_checked_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_kyc_records" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_kyc_records_user" UNIQUE ("user_id"),
        CONSTRAINT "FK_kyc_records_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_kyc_records_government_id" FOREIGN KEY ("government_id_document_id")
          REFERENCES "kyc_documents"("id"),
        CONSTRAINT "FK_kyc_records_proof_of_residency" FOREIGN KEY ("proof_of_residency_document_id")
          REFERENCES "kyc_documents"("id")
      )`);
    await q.query(
      `CREATE INDEX "IDX_kyc_records_status" ON "kyc_records" ("status", "submitted_at")`,
    );

    await q.query(`
      CREATE TABLE "ownership_proofs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "document_type" varchar(30) NOT NULL,
        "storage_key" varchar(200) NOT NULL,
        "mime_type" varchar(40) NOT NULL,
        "size" integer NOT NULL,
        "file_name" varchar(200) NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "rejection_reason" text,
        "listing_address" varchar(400) NOT NULL,
        "reviewed_at" timestamptz,
        "reviewed_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_ownership_proofs" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_ownership_proofs_storage_key" UNIQUE ("storage_key"),
        CONSTRAINT "FK_ownership_proofs_property" FOREIGN KEY ("property_id")
          REFERENCES "properties"("id"),
        CONSTRAINT "FK_ownership_proofs_landlord" FOREIGN KEY ("landlord_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_ownership_proofs_property" ON "ownership_proofs" ("property_id", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "IDX_ownership_proofs_status" ON "ownership_proofs" ("status", "created_at")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_ownership_proofs_one_pending" ON "ownership_proofs" ("property_id") WHERE "status" = 'pending'`,
    );

    await q.query(`ALTER TABLE "properties" ADD "verified_owner" boolean NOT NULL DEFAULT false`);
    await q.query(
      `CREATE INDEX "IDX_properties_public_verified" ON "properties" ("status", "created_at" DESC, "id" DESC)
       WHERE "verified_owner" AND ${PUBLIC}`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_properties_public_verified"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "verified_owner"`);
    await q.query(`DROP TABLE "ownership_proofs"`);
    await q.query(`DROP TABLE "kyc_records"`);
    await q.query(`DROP TABLE "kyc_documents"`);
    await q.query(`ALTER TABLE "audit_log" DROP COLUMN "request_id"`);
    await q.query(`ALTER TABLE "audit_log" DROP COLUMN "reason"`);
  }
}
