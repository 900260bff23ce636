import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(20),
        "password_hash" varchar(255) NOT NULL,
        "role" varchar(20) NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'active',
        "email_verified_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_users" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_users_role" CHECK ("role" IN ('tenant', 'landlord', 'admin', 'support')),
        CONSTRAINT "CHK_users_status" CHECK ("status" IN ('active', 'suspended'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" (lower("email"))`);
    await q.query(`
      CREATE TABLE "sessions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "remember_me" boolean NOT NULL DEFAULT false,
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "revoked_reason" varchar(40),
        "user_agent" varchar(300),
        "ip" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sessions" PRIMARY KEY ("id"),
        CONSTRAINT "FK_sessions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_sessions_user_id" ON "sessions" ("user_id")`);
    await q.query(`
      CREATE TABLE "refresh_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "session_id" uuid NOT NULL,
        "token_hash" char(64) NOT NULL,
        "rotated_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_refresh_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "FK_refresh_tokens_session" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_refresh_tokens_session_id" ON "refresh_tokens" ("session_id")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "IDX_refresh_tokens_token_hash" ON "refresh_tokens" ("token_hash")`,
    );
    await q.query(`
      CREATE TABLE "one_time_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "purpose" varchar(20) NOT NULL,
        "token_hash" char(64) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_one_time_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "FK_one_time_tokens_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_one_time_tokens_user_id" ON "one_time_tokens" ("user_id")`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_one_time_tokens_token_hash" ON "one_time_tokens" ("token_hash")`,
    );
    await q.query(`
      CREATE TABLE "login_attempts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "ip" varchar(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_login_attempts" PRIMARY KEY ("id")
      )`);
    await q.query(
      `CREATE INDEX "IDX_login_attempts_email_ip_created" ON "login_attempts" ("email", "ip", "created_at")`,
    );
    await q.query(`
      CREATE TABLE "email_outbox" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "to_address" varchar(254) NOT NULL,
        "template" varchar(60) NOT NULL,
        "data" jsonb NOT NULL,
        "subject" varchar(300),
        "text_body" text,
        "html_body" text,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "message_id" varchar(300),
        "sent_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_email_outbox" PRIMARY KEY ("id")
      )`);
    await q.query(
      `CREATE INDEX "IDX_email_outbox_status_created" ON "email_outbox" ("status", "created_at")`,
    );
    await q.query(`
      CREATE TABLE "audit_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "actor_id" uuid,
        "actor_role" varchar(20),
        "action" varchar(60) NOT NULL,
        "entity_type" varchar(40) NOT NULL,
        "entity_id" varchar(64) NOT NULL,
        "before" jsonb,
        "after" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_audit_log" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actor_id")`);
    await q.query(
      `CREATE INDEX "IDX_audit_log_entity" ON "audit_log" ("entity_type", "entity_id")`,
    );
    await q.query(`CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("created_at")`);
    await q.query(`
      CREATE TABLE "contact_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "full_name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(20),
        "category" varchar(30) NOT NULL,
        "subject" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'new',
        "user_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_contact_messages" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_contact_messages_status" ON "contact_messages" ("status")`);
    await q.query(
      `CREATE INDEX "IDX_contact_messages_created" ON "contact_messages" ("created_at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'contact_messages',
      'audit_log',
      'email_outbox',
      'login_attempts',
      'one_time_tokens',
      'refresh_tokens',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
