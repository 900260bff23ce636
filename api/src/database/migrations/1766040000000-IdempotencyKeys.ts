import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answers to requests sent with an `Idempotency-Key`: one row per caller and key, written
 * when the first request starts (no status yet: still running) and given its answer when it
 * ends, so a repeat of the request gets that answer instead of running again. Kept 24 hours.
 */
export class IdempotencyKeys1766040000000 implements MigrationInterface {
  name = 'IdempotencyKeys1766040000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "idempotency_keys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "scope" varchar(100) NOT NULL,
        "key" varchar(255) NOT NULL,
        "method" varchar(10) NOT NULL,
        "path" varchar(2048) NOT NULL,
        "fingerprint" varchar(64) NOT NULL,
        "status_code" integer,
        "response_body" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz,
        CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_idempotency_keys_scope_key" UNIQUE ("scope", "key")
      )`);
    await q.query(
      `CREATE INDEX "IDX_idempotency_keys_created_at" ON "idempotency_keys" ("created_at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "idempotency_keys"`);
  }
}
