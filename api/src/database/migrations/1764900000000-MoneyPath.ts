import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rental applications (with guarantor consent), payments, refunds, received webhook events and
 * the sandbox gateway's transactions. Records that refer to listings and people declare their
 * keys ON DELETE RESTRICT: a listing they refer to is archived, never deleted (docs/0005).
 */
export class MoneyPath1764900000000 implements MigrationInterface {
  name = 'MoneyPath1764900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "property_applications" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenant_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(20) NOT NULL,
        "date_of_birth" date,
        "occupation" varchar(120) NOT NULL,
        "employer" varchar(120) NOT NULL,
        "monthly_income" integer NOT NULL,
        "nin_number" varchar(11) NOT NULL,
        "reference_name" varchar(100) NOT NULL,
        "reference_phone" varchar(20) NOT NULL,
        "reference_email" varchar(254) NOT NULL,
        "reference_relationship" varchar(20) NOT NULL,
        "guarantor_name" varchar(100) NOT NULL,
        "guarantor_phone" varchar(20) NOT NULL,
        "guarantor_email" varchar(254) NOT NULL,
        "guarantor_relationship" varchar(20) NOT NULL,
        "guarantor_occupation" varchar(120) NOT NULL,
        "guarantor_employer" varchar(120) NOT NULL,
        "guarantor_nin_number" varchar(11) NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "application_fee_paid" boolean NOT NULL DEFAULT false,
        "deposit_paid" boolean NOT NULL DEFAULT false,
        "payment_reference" varchar(64),
        "reviewed_at" timestamptz,
        "reviewed_by" uuid,
        "review_note" text,
        "guarantor_status" varchar(20) NOT NULL DEFAULT 'pending',
        "guarantor_responded_at" timestamptz,
        "guarantor_token_hash" varchar(64),
        "guarantor_token_expires_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_property_applications" PRIMARY KEY ("id"),
        CONSTRAINT "FK_property_applications_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_property_applications_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_property_applications_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_property_applications_reviewer" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_property_applications_status" CHECK ("status" IN ('pending', 'under_review', 'approved', 'rejected')),
        CONSTRAINT "CHK_property_applications_guarantor" CHECK ("guarantor_status" IN ('pending', 'confirmed', 'declined')),
        CONSTRAINT "CHK_property_applications_income" CHECK ("monthly_income" >= 0)
      )`);
    // One open application per tenant and listing: two racing submissions cannot both win.
    await q.query(
      `CREATE UNIQUE INDEX "UQ_property_applications_open" ON "property_applications" ("tenant_id", "property_id") WHERE "status" IN ('pending', 'under_review')`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_property_applications_guarantor_token" ON "property_applications" ("guarantor_token_hash") WHERE "guarantor_token_hash" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "IDX_property_applications_tenant" ON "property_applications" ("tenant_id", "created_at" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_property_applications_landlord" ON "property_applications" ("landlord_id", "created_at" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_property_applications_property" ON "property_applications" ("property_id", "status")`,
    );

    await q.query(`
      CREATE TABLE "payments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reference" varchar(64) NOT NULL,
        "application_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "amount" integer NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'NGN',
        "breakdown" jsonb NOT NULL,
        "payment_type" varchar(30) NOT NULL DEFAULT 'move_in',
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "description" varchar(300) NOT NULL,
        "gateway" varchar(20) NOT NULL,
        "payment_method" varchar(30),
        "payment_date" timestamptz,
        "authorization_url" text,
        "access_code" varchar(100),
        "gateway_response" jsonb,
        "flagged_reason" text,
        "flagged_at" timestamptz,
        "next_check_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payments" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_payments_reference" UNIQUE ("reference"),
        CONSTRAINT "FK_payments_application" FOREIGN KEY ("application_id") REFERENCES "property_applications"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_payments_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_payments_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_payments_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_payments_status" CHECK ("status" IN ('pending', 'completed', 'failed', 'cancelled', 'refunded')),
        CONSTRAINT "CHK_payments_amount" CHECK ("amount" > 0)
      )`);
    await q.query(
      `CREATE INDEX "IDX_payments_tenant" ON "payments" ("tenant_id", "created_at" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_payments_landlord" ON "payments" ("landlord_id", "created_at" DESC)`,
    );
    await q.query(`CREATE INDEX "IDX_payments_application" ON "payments" ("application_id")`);
    await q.query(
      `CREATE INDEX "IDX_payments_pending" ON "payments" ("created_at") WHERE "status" = 'pending'`,
    );
    await q.query(
      `CREATE INDEX "IDX_payments_flagged" ON "payments" ("flagged_at" DESC) WHERE "flagged_at" IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE "refunds" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "payment_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "amount" integer NOT NULL,
        "reason" varchar(40) NOT NULL,
        "details" text,
        "status" varchar(20) NOT NULL,
        "automatic" boolean NOT NULL DEFAULT false,
        "decided_by" uuid,
        "decided_at" timestamptz,
        "decision_reason" text,
        "gateway_refund_id" varchar(64),
        "gateway_response" jsonb,
        "processed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_refunds" PRIMARY KEY ("id"),
        CONSTRAINT "FK_refunds_payment" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_refunds_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_refunds_decider" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_refunds_status" CHECK ("status" IN ('requested', 'approved', 'processing', 'processed', 'denied', 'failed')),
        CONSTRAINT "CHK_refunds_amount" CHECK ("amount" > 0)
      )`);
    // One refund on its way per payment.
    await q.query(
      `CREATE UNIQUE INDEX "UQ_refunds_open" ON "refunds" ("payment_id") WHERE "status" IN ('requested', 'approved', 'processing')`,
    );
    await q.query(`CREATE INDEX "IDX_refunds_status" ON "refunds" ("status", "created_at" DESC)`);

    await q.query(`
      CREATE TABLE "payment_webhook_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider" varchar(20) NOT NULL,
        "event_key" varchar(160) NOT NULL,
        "event" varchar(60) NOT NULL,
        "reference" varchar(64),
        "payload" jsonb NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'received',
        "outcome" text,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "processed_at" timestamptz,
        CONSTRAINT "PK_payment_webhook_events" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_payment_webhook_events_key" UNIQUE ("event_key")
      )`);
    await q.query(
      `CREATE INDEX "IDX_payment_webhook_events_reference" ON "payment_webhook_events" ("reference")`,
    );

    await q.query(`
      CREATE TABLE "sandbox_transactions" (
        "reference" varchar(64) NOT NULL,
        "access_code" varchar(64) NOT NULL,
        "email" varchar(254) NOT NULL,
        "amount_kobo" bigint NOT NULL,
        "currency" varchar(3) NOT NULL,
        "callback_url" text NOT NULL,
        "metadata" jsonb NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'ongoing',
        "paid_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sandbox_transactions" PRIMARY KEY ("reference")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sandbox_transactions"`);
    await q.query(`DROP TABLE "payment_webhook_events"`);
    await q.query(`DROP TABLE "refunds"`);
    await q.query(`DROP TABLE "payments"`);
    await q.query(`DROP TABLE "property_applications"`);
  }
}
