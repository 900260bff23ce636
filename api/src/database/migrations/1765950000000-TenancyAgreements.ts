import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tenancy agreement: the exact bytes both parties sign are kept (private storage, with
 * their SHA-256 on the tenancy) from the first signature, and each signature is a row (who,
 * when, from where, the name typed and the hash of the document signed), one per party. When
 * the landlord's time to countersign ran out and both were told is stamped on the tenancy.
 */
export class TenancyAgreements1765950000000 implements MigrationInterface {
  name = 'TenancyAgreements1765950000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "tenancies"
        ADD "agreement_storage_key" varchar(300),
        ADD "agreement_sha256" varchar(64),
        ADD "countersign_lapsed_at" timestamptz`);
    await q.query(`
      CREATE TABLE "tenancy_signatures" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "party" varchar(10) NOT NULL,
        "user_id" uuid NOT NULL,
        "signed_name" varchar(200) NOT NULL,
        "document_sha256" varchar(64) NOT NULL,
        "ip" varchar(64),
        "user_agent" varchar(500),
        "signed_at" timestamptz NOT NULL,
        CONSTRAINT "PK_tenancy_signatures" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_tenancy_signatures_party" UNIQUE ("tenancy_id", "party"),
        CONSTRAINT "FK_tenancy_signatures_tenancy" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancy_signatures_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_tenancy_signatures_party" CHECK ("party" IN ('tenant', 'landlord'))
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "tenancy_signatures"`);
    await q.query(
      `ALTER TABLE "tenancies" DROP COLUMN "countersign_lapsed_at", DROP COLUMN "agreement_sha256", DROP COLUMN "agreement_storage_key"`,
    );
  }
}
