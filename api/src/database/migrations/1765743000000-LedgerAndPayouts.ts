import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money held for landlords and paid out to them:
 * - `payout_accounts`: a landlord's bank account (one each), the holder's name as the bank
 *   resolved it, and whether it agrees with their verified identity;
 * - `payouts`: money released to a landlord and its transfer, by our reference (unique);
 * - `ledger_entries`: every movement of money, append-only (a trigger refuses updates and
 *   deletes), each with a unique idempotency key so a replay never writes twice. The payments
 *   and refunds already made are recorded into it (charge and hold for each completed payment,
 *   refund for each processed refund).
 * `tenancy_id` has no foreign key yet: tenancies come later.
 */
export class LedgerAndPayouts1765743000000 implements MigrationInterface {
  name = 'LedgerAndPayouts1765743000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "payout_accounts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "landlord_id" uuid NOT NULL,
        "bank_code" varchar(20) NOT NULL,
        "bank_name" varchar(120) NOT NULL,
        "account_number" varchar(10) NOT NULL,
        "account_name" varchar(200) NOT NULL,
        "kyc_name" varchar(200),
        "status" varchar(20) NOT NULL,
        "recipient_code" varchar(60),
        "verified_at" timestamptz,
        "reviewed_by" uuid,
        "reviewed_at" timestamptz,
        "review_note" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payout_accounts" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_payout_accounts_landlord" UNIQUE ("landlord_id"),
        CONSTRAINT "CHK_payout_accounts_status" CHECK ("status" IN ('verified', 'in_review', 'rejected')),
        CONSTRAINT "CHK_payout_accounts_number" CHECK ("account_number" ~ '^[0-9]{10}$'),
        CONSTRAINT "FK_payout_accounts_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_payout_accounts_reviewer" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE INDEX "IDX_payout_accounts_status" ON "payout_accounts" ("status", "updated_at")`,
    );

    await q.query(`
      CREATE TABLE "payouts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reference" varchar(100) NOT NULL,
        "landlord_id" uuid NOT NULL,
        "tenancy_id" uuid,
        "amount" integer NOT NULL,
        "state" varchar(20) NOT NULL DEFAULT 'pending',
        "waiting_for" varchar(30),
        "description" varchar(300) NOT NULL,
        "transfer_reference" varchar(100),
        "transfer_code" varchar(60),
        "recipient_code" varchar(60),
        "gateway_status" varchar(20),
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "sent_at" timestamptz,
        "paid_at" timestamptz,
        "failed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payouts" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_payouts_reference" UNIQUE ("reference"),
        CONSTRAINT "UQ_payouts_transfer_reference" UNIQUE ("transfer_reference"),
        CONSTRAINT "CHK_payouts_state" CHECK ("state" IN ('pending', 'processing', 'paid', 'failed', 'reversed')),
        CONSTRAINT "CHK_payouts_waiting_for" CHECK ("waiting_for" IN ('kyc', 'account', 'account_in_review', 'account_rejected')),
        CONSTRAINT "CHK_payouts_amount" CHECK ("amount" > 0),
        CONSTRAINT "CHK_payouts_references" CHECK ("reference" ~ '^[a-z0-9_-]+$' AND "transfer_reference" ~ '^[a-z0-9_-]+$'),
        CONSTRAINT "FK_payouts_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT
      )`);
    await q.query(`CREATE INDEX "IDX_payouts_landlord" ON "payouts" ("landlord_id", "created_at")`);
    await q.query(`CREATE INDEX "IDX_payouts_state" ON "payouts" ("state", "created_at")`);
    await q.query(`CREATE INDEX "IDX_payouts_tenancy" ON "payouts" ("tenancy_id")`);

    await q.query(`
      CREATE TABLE "ledger_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "kind" varchar(20) NOT NULL,
        "amount" integer NOT NULL,
        "landlord_id" uuid NOT NULL,
        "tenant_id" uuid,
        "tenancy_id" uuid,
        "payment_id" uuid,
        "refund_id" uuid,
        "payout_id" uuid,
        "reference" varchar(100),
        "description" varchar(300) NOT NULL,
        "idempotency_key" varchar(200) NOT NULL,
        "occurred_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_ledger_entries" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_ledger_entries_idempotency_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "CHK_ledger_entries_kind" CHECK ("kind" IN ('charge', 'hold', 'release', 'payout', 'refund', 'deduction')),
        CONSTRAINT "CHK_ledger_entries_amount" CHECK ("amount" > 0),
        CONSTRAINT "FK_ledger_entries_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_ledger_entries_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_ledger_entries_payment" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_ledger_entries_refund" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_ledger_entries_payout" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE RESTRICT
      )`);
    await q.query(
      `CREATE INDEX "IDX_ledger_entries_landlord" ON "ledger_entries" ("landlord_id", "occurred_at")`,
    );
    await q.query(
      `CREATE INDEX "IDX_ledger_entries_tenant" ON "ledger_entries" ("tenant_id", "occurred_at")`,
    );
    await q.query(`CREATE INDEX "IDX_ledger_entries_payment" ON "ledger_entries" ("payment_id")`);
    await q.query(`CREATE INDEX "IDX_ledger_entries_payout" ON "ledger_entries" ("payout_id")`);
    await q.query(`CREATE INDEX "IDX_ledger_entries_tenancy" ON "ledger_entries" ("tenancy_id")`);
    await q.query(`
      CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only: record a new entry instead';
      END $$`);
    await q.query(`
      CREATE TRIGGER "TRG_ledger_entries_append_only"
      BEFORE UPDATE OR DELETE ON "ledger_entries"
      FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"()`);

    // The money already taken and given back, as the ledger would have recorded it.
    for (const kind of ['charge', 'hold'] as const) {
      await q.query(`
        INSERT INTO "ledger_entries"
          ("kind", "amount", "landlord_id", "tenant_id", "payment_id", "reference", "description", "idempotency_key", "occurred_at")
        SELECT '${kind}', p."amount", p."landlord_id", p."tenant_id", p."id", p."reference",
          left(${kind === 'charge' ? `'Paid: ' || p."description"` : `'Held for the landlord: ' || p."description"`}, 300),
          '${kind}:' || p."id", coalesce(p."payment_date", p."updated_at")
        FROM "payments" p
        WHERE p."status" IN ('completed', 'refunded') AND p."amount" > 0`);
    }
    await q.query(`
      INSERT INTO "ledger_entries"
        ("kind", "amount", "landlord_id", "tenant_id", "payment_id", "refund_id", "reference", "description", "idempotency_key", "occurred_at")
      SELECT 'refund', r."amount", p."landlord_id", r."tenant_id", p."id", r."id", p."reference",
        left('Refunded: ' || p."description", 300), 'refund:' || r."id", coalesce(r."processed_at", r."updated_at")
      FROM "refunds" r JOIN "payments" p ON p."id" = r."payment_id"
      WHERE r."status" = 'processed' AND r."amount" > 0`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "ledger_entries"`);
    await q.query(`DROP FUNCTION "ledger_entries_append_only"()`);
    await q.query(`DROP TABLE "payouts"`);
    await q.query(`DROP TABLE "payout_accounts"`);
  }
}
