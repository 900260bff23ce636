import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff replies to contact messages, emailed through the outbox. */
export class ContactReplies1764300000000 implements MigrationInterface {
  name = 'ContactReplies1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "contact_replies" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "contact_message_id" uuid NOT NULL,
        "author_id" uuid,
        "author_name" varchar(120) NOT NULL,
        "body" text NOT NULL,
        "outbox_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_contact_replies" PRIMARY KEY ("id"),
        CONSTRAINT "FK_contact_replies_message" FOREIGN KEY ("contact_message_id") REFERENCES "contact_messages"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_contact_replies_author" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE INDEX "IDX_contact_replies_message" ON "contact_replies" ("contact_message_id")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "contact_replies"`);
  }
}
