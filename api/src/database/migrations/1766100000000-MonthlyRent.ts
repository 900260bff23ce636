import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monthly rent. A listing may accept monthly rent after the first payment; its tenancies keep
 * that choice (`pays_monthly`). Each monthly tenancy has a rent schedule: one instalment per due
 * date with its amount and state, the payment that paid it and when it was released to the
 * landlord. Every payment started for an instalment (a checkout or a charge of the saved card,
 * one per attempt) is a rent attempt, unique per instalment, kind and attempt. The card of a
 * move-in payment that the gateway marked reusable is kept as a rent card: the gateway's
 * authorization code, last four digits, brand and expiry only; the tenant turns automatic
 * payment on or off on it. A tenancy's payments other than the move-in one (monthly rent) do not
 * count as the application's one open checkout.
 */
export class MonthlyRent1766100000000 implements MigrationInterface {
  name = 'MonthlyRent1766100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "properties" ADD "accepts_monthly_rent" boolean NOT NULL DEFAULT false`,
    );
    await q.query(`ALTER TABLE "tenancies" ADD "pays_monthly" boolean NOT NULL DEFAULT false`);
    await q.query(`DROP INDEX "UQ_payments_open_per_application"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_payments_open_per_application" ON "payments" ("application_id")
       WHERE "status" = 'pending' AND "payment_type" = 'move_in'`,
    );
    await q.query(`
      CREATE TABLE "rent_instalments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenancy_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "month" smallint NOT NULL,
        "due_date" date NOT NULL,
        "amount" integer NOT NULL,
        "state" varchar(10) NOT NULL DEFAULT 'upcoming',
        "payment_id" uuid,
        "paid_at" timestamptz,
        "auto_attempts" smallint NOT NULL DEFAULT 0,
        "last_failure" text,
        "pay_link_sent_at" timestamptz,
        "reminded_5_at" timestamptz,
        "reminded_1_at" timestamptz,
        "released_at" timestamptz,
        "waived_at" timestamptz,
        "waived_by" uuid,
        "waive_reason" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_rent_instalments" PRIMARY KEY ("id"),
        CONSTRAINT "FK_rent_instalments_tenancy" FOREIGN KEY ("tenancy_id")
          REFERENCES "tenancies"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_rent_instalments_tenant" FOREIGN KEY ("tenant_id")
          REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_rent_instalments_landlord" FOREIGN KEY ("landlord_id")
          REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_rent_instalments_payment" FOREIGN KEY ("payment_id")
          REFERENCES "payments"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_rent_instalments_waiver" FOREIGN KEY ("waived_by")
          REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "UQ_rent_instalments_due" UNIQUE ("tenancy_id", "due_date"),
        CONSTRAINT "CHK_rent_instalments_state"
          CHECK ("state" IN ('upcoming', 'due', 'paid', 'late', 'waived')),
        CONSTRAINT "CHK_rent_instalments_amount" CHECK ("amount" > 0)
      )`);
    await q.query(
      `CREATE INDEX "IDX_rent_instalments_open" ON "rent_instalments" ("due_date") WHERE "state" IN ('upcoming', 'due', 'late')`,
    );
    await q.query(
      `CREATE INDEX "IDX_rent_instalments_unreleased" ON "rent_instalments" ("paid_at") WHERE "state" = 'paid' AND "released_at" IS NULL`,
    );
    await q.query(
      `CREATE INDEX "IDX_rent_instalments_tenant" ON "rent_instalments" ("tenant_id", "due_date")`,
    );
    await q.query(`
      CREATE TABLE "rent_attempts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "instalment_id" uuid NOT NULL,
        "payment_id" uuid NOT NULL,
        "kind" varchar(10) NOT NULL,
        "attempt" smallint NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_rent_attempts" PRIMARY KEY ("id"),
        CONSTRAINT "FK_rent_attempts_instalment" FOREIGN KEY ("instalment_id")
          REFERENCES "rent_instalments"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_rent_attempts_payment" FOREIGN KEY ("payment_id")
          REFERENCES "payments"("id") ON DELETE RESTRICT,
        CONSTRAINT "UQ_rent_attempts_payment" UNIQUE ("payment_id"),
        CONSTRAINT "UQ_rent_attempts_attempt" UNIQUE ("instalment_id", "kind", "attempt"),
        CONSTRAINT "CHK_rent_attempts_kind" CHECK ("kind" IN ('card', 'checkout'))
      )`);
    await q.query(`
      CREATE TABLE "rent_cards" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "payment_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "authorization_code" varchar(100) NOT NULL,
        "signature" varchar(100),
        "last4" varchar(4),
        "brand" varchar(30),
        "exp_month" varchar(2),
        "exp_year" varchar(4),
        "autopay" boolean NOT NULL DEFAULT false,
        "autopay_changed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_rent_cards" PRIMARY KEY ("id"),
        CONSTRAINT "FK_rent_cards_payment" FOREIGN KEY ("payment_id")
          REFERENCES "payments"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_rent_cards_tenant" FOREIGN KEY ("tenant_id")
          REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "UQ_rent_cards_payment" UNIQUE ("payment_id")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rent_cards"`);
    await q.query(`DROP TABLE "rent_attempts"`);
    await q.query(`DROP TABLE "rent_instalments"`);
    await q.query(`DROP INDEX "UQ_payments_open_per_application"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_payments_open_per_application" ON "payments" ("application_id")
       WHERE "status" = 'pending'`,
    );
    await q.query(`ALTER TABLE "tenancies" DROP COLUMN "pays_monthly"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "accepts_monthly_rent"`);
  }
}
