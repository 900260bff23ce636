import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custody of the move-in money: when the tenant confirmed the keys and when the rent and fees
 * were released to the landlord, on the tenancy; and the disputes a tenant's report of a problem
 * opens (their words and photos, the landlord's answer, staff's decision), at most one per
 * tenancy.
 */
export class TenancyCustody1765900000000 implements MigrationInterface {
  name = 'TenancyCustody1765900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "tenancies"
        ADD COLUMN "handed_over_at" timestamptz,
        ADD COLUMN "move_in_released_at" timestamptz`);
    await q.query(
      `CREATE INDEX "IDX_tenancies_release_due" ON "tenancies" ("move_in_date") WHERE "move_in_released_at" IS NULL AND "state" IN ('awaiting_move_in', 'active')`,
    );
    await q.query(`
      CREATE TABLE "tenancy_disputes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "tenant_words" text NOT NULL,
        "tenant_photos" jsonb NOT NULL DEFAULT '[]',
        "landlord_words" text,
        "landlord_responded_at" timestamptz,
        "state" varchar(20) NOT NULL DEFAULT 'open',
        "decision" varchar(20),
        "refund_amount" integer,
        "decided_by" uuid,
        "decided_at" timestamptz,
        "decision_reason" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tenancy_disputes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_tenancy_disputes_tenancy" UNIQUE ("tenancy_id"),
        CONSTRAINT "FK_tenancy_disputes_tenancy" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_tenancy_disputes_decided_by" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_tenancy_disputes_state" CHECK ("state" IN ('open', 'decided')),
        CONSTRAINT "CHK_tenancy_disputes_decision" CHECK (
          ("state" = 'open' AND "decision" IS NULL)
          OR ("state" = 'decided' AND "decision" IN ('refund_full', 'refund_partial', 'release'))),
        CONSTRAINT "CHK_tenancy_disputes_refund" CHECK ("refund_amount" IS NULL OR "refund_amount" > 0)
      )`);
    await q.query(
      `CREATE INDEX "IDX_tenancy_disputes_state" ON "tenancy_disputes" ("state", "created_at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "tenancy_disputes"`);
    await q.query(`DROP INDEX "IDX_tenancies_release_due"`);
    await q.query(
      `ALTER TABLE "tenancies" DROP COLUMN "move_in_released_at", DROP COLUMN "handed_over_at"`,
    );
  }
}
