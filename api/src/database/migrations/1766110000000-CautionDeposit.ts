import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The caution deposit protected: photos of reports and deductions, the check-in and check-out
 * reports (one of each per tenancy), the landlord's deductions and the tenant's answers, and
 * the return of the deposit (one per tenancy: it happens once).
 */
export class CautionDeposit1766110000000 implements MigrationInterface {
  name = 'CautionDeposit1766110000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "deposit_photos" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "party" varchar(10) NOT NULL,
        "storage_key" varchar(300) NOT NULL,
        "mime_type" varchar(50) NOT NULL,
        "size" integer NOT NULL,
        "file_name" varchar(200) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_deposit_photos" PRIMARY KEY ("id"),
        CONSTRAINT "FK_deposit_photos_tenancy" FOREIGN KEY ("tenancy_id")
          REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_deposit_photos_party" CHECK ("party" IN ('tenant', 'landlord'))
      )`);
    await q.query(`CREATE INDEX "IDX_deposit_photos_tenancy" ON "deposit_photos" ("tenancy_id")`);
    await q.query(`
      CREATE TABLE "deposit_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "kind" varchar(10) NOT NULL,
        "rooms" jsonb NOT NULL DEFAULT '[]',
        "landlord_rooms" jsonb NOT NULL DEFAULT '[]',
        "tenant_signed_at" timestamptz,
        "landlord_signed_at" timestamptz,
        "stood_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_deposit_reports" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_deposit_reports_kind" UNIQUE ("tenancy_id", "kind"),
        CONSTRAINT "FK_deposit_reports_tenancy" FOREIGN KEY ("tenancy_id")
          REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_deposit_reports_kind" CHECK ("kind" IN ('check_in', 'check_out'))
      )`);
    await q.query(`
      CREATE TABLE "deposit_deductions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "amount" integer NOT NULL,
        "reason" text NOT NULL,
        "room" varchar(100),
        "photo_ids" jsonb NOT NULL DEFAULT '[]',
        "state" varchar(10) NOT NULL DEFAULT 'proposed',
        "accepted_by_silence" boolean NOT NULL DEFAULT false,
        "dispute_reason" text,
        "awarded_amount" integer,
        "respond_by" timestamptz NOT NULL,
        "responded_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_deposit_deductions" PRIMARY KEY ("id"),
        CONSTRAINT "FK_deposit_deductions_tenancy" FOREIGN KEY ("tenancy_id")
          REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_deposit_deductions_amount" CHECK ("amount" > 0),
        CONSTRAINT "CHK_deposit_deductions_awarded"
          CHECK ("awarded_amount" IS NULL OR ("awarded_amount" >= 0 AND "awarded_amount" <= "amount")),
        CONSTRAINT "CHK_deposit_deductions_state"
          CHECK ("state" IN ('proposed', 'accepted', 'disputed', 'decided'))
      )`);
    await q.query(
      `CREATE INDEX "IDX_deposit_deductions_tenancy" ON "deposit_deductions" ("tenancy_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_deposit_deductions_proposed" ON "deposit_deductions" ("respond_by") WHERE "state" = 'proposed'`,
    );
    await q.query(`
      CREATE TABLE "deposit_settlements" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "amount" integer NOT NULL,
        "state" varchar(20) NOT NULL,
        "disputed_at" timestamptz,
        "landlord_amount" integer,
        "tenant_amount" integer,
        "payout_id" uuid,
        "refund_id" uuid,
        "settled_at" timestamptz,
        "decided_by" uuid,
        "decided_at" timestamptz,
        "decision_reason" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_deposit_settlements" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_deposit_settlements_tenancy" UNIQUE ("tenancy_id"),
        CONSTRAINT "FK_deposit_settlements_tenancy" FOREIGN KEY ("tenancy_id")
          REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_deposit_settlements_decider" FOREIGN KEY ("decided_by")
          REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_deposit_settlements_state"
          CHECK ("state" IN ('awaiting_tenant', 'disputed', 'settled')),
        CONSTRAINT "CHK_deposit_settlements_split" CHECK (
          "state" <> 'settled' OR "landlord_amount" + "tenant_amount" = "amount")
      )`);
    await q.query(
      `CREATE INDEX "IDX_deposit_settlements_state" ON "deposit_settlements" ("state", "created_at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "deposit_settlements"`);
    await q.query(`DROP TABLE "deposit_deductions"`);
    await q.query(`DROP TABLE "deposit_reports"`);
    await q.query(`DROP TABLE "deposit_photos"`);
  }
}
