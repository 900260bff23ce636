import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations between a tenant and a landlord about a listing, their messages (read receipts,
 * unread counts), the unread-message email's state, and reports that let staff read one.
 */
export class Messaging1764700000000 implements MigrationInterface {
  name = 'Messaging1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "conversations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "tenant_id" uuid NOT NULL,
        "landlord_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "last_message_at" timestamptz NOT NULL DEFAULT now(),
        "last_message_preview" varchar(100) NOT NULL DEFAULT '',
        "last_sender_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_conversations" PRIMARY KEY ("id"),
        CONSTRAINT "FK_conversations_tenant" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_conversations_landlord" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_conversations_property" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT,
        CONSTRAINT "CHK_conversations_parties" CHECK ("tenant_id" <> "landlord_id")
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_conversations_parties_property" ON "conversations" ("tenant_id", "landlord_id", "property_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_conversations_tenant_last" ON "conversations" ("tenant_id", "last_message_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_conversations_landlord_last" ON "conversations" ("landlord_id", "last_message_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_conversations_property" ON "conversations" ("property_id", "tenant_id")`,
    );

    await q.query(`
      CREATE TABLE "messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "conversation_id" uuid NOT NULL,
        "sender_id" uuid NOT NULL,
        "content" text NOT NULL,
        "type" varchar(20) NOT NULL DEFAULT 'text',
        "read_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "PK_messages" PRIMARY KEY ("id"),
        CONSTRAINT "FK_messages_conversation" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_messages_sender" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_messages_content" CHECK (char_length("content") BETWEEN 1 AND 4000)
      )`);
    await q.query(
      `CREATE INDEX "IDX_messages_conversation_created" ON "messages" ("conversation_id", "created_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_messages_unread" ON "messages" ("conversation_id", "sender_id") WHERE "read_at" IS NULL`,
    );

    await q.query(`
      CREATE TABLE "message_alerts" (
        "conversation_id" uuid NOT NULL,
        "recipient_id" uuid NOT NULL,
        "due_at" timestamptz,
        "emailed_at" timestamptz,
        CONSTRAINT "PK_message_alerts" PRIMARY KEY ("conversation_id", "recipient_id"),
        CONSTRAINT "FK_message_alerts_conversation" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_message_alerts_recipient" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);

    await q.query(`
      CREATE TABLE "conversation_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "conversation_id" uuid NOT NULL,
        "reporter_id" uuid NOT NULL,
        "reason" text NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'open',
        "note" text,
        "handled_by_id" uuid,
        "handled_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_conversation_reports" PRIMARY KEY ("id"),
        CONSTRAINT "FK_conversation_reports_conversation" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_conversation_reports_reporter" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_conversation_reports_handled_by" FOREIGN KEY ("handled_by_id") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_conversation_reports_status" CHECK ("status" IN ('open', 'handled'))
      )`);
    await q.query(
      `CREATE INDEX "IDX_conversation_reports_status_created" ON "conversation_reports" ("status", "created_at")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_conversation_reports_open" ON "conversation_reports" ("conversation_id", "reporter_id") WHERE "status" = 'open'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "conversation_reports"`);
    await q.query(`DROP TABLE "message_alerts"`);
    await q.query(`DROP TABLE "messages"`);
    await q.query(`DROP TABLE "conversations"`);
  }
}
