import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One outbox for every follow-up: the email outbox becomes the rows of the `mail.send` job.
 *
 * The old rows kept reset and confirmation links readable by staff. Their links are scrubbed
 * from the copied rows, those still waiting are marked failed, and every one-time token not
 * yet used is withdrawn: it may have been read in the console. Users ask for a new link.
 */
export class Outbox1764000000000 implements MigrationInterface {
  name = 'Outbox1764000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "outbox" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "job_name" varchar(60) NOT NULL,
        "payload" jsonb NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "result" jsonb,
        "run_at" timestamptz,
        "processed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_outbox" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_outbox_status" CHECK ("status" IN ('pending', 'done', 'failed'))
      )`);
    await q.query(
      `CREATE INDEX "IDX_outbox_job_name_created" ON "outbox" ("job_name", "created_at")`,
    );
    // The sweep reads pending rows only.
    await q.query(
      `CREATE INDEX "IDX_outbox_pending" ON "outbox" ("created_at") WHERE "status" = 'pending'`,
    );

    const links = `'confirm-email', 'reset-password'`;
    const scrub = (column: string) =>
      `regexp_replace(${column}, 'token=[A-Za-z0-9_%-]+', 'token=REDACTED', 'g')`;
    await q.query(`
      INSERT INTO "outbox" ("id", "job_name", "payload", "status", "attempts", "last_error",
                            "result", "processed_at", "created_at", "updated_at")
      SELECT e."id", 'mail.send',
        jsonb_build_object('to', e."to_address", 'template', e."template", 'data',
          CASE WHEN e."template" IN (${links})
            THEN e."data" || jsonb_build_object('link', ${scrub(`e."data"->>'link'`)})
            ELSE e."data" END),
        CASE WHEN e."status" IN ('sent', 'captured') THEN 'done'
             WHEN e."status" = 'pending' AND e."template" IN (${links}) THEN 'failed'
             ELSE e."status" END,
        e."attempts",
        CASE WHEN e."status" = 'pending' AND e."template" IN (${links})
          THEN 'Withdrawn: one-time links are now sealed; the user can ask for a new one'
          ELSE e."last_error" END,
        CASE WHEN e."status" IN ('sent', 'captured') THEN jsonb_build_object(
          'delivery', e."status",
          'subject', e."subject",
          'textBody', ${scrub(`e."text_body"`)},
          'htmlBody', ${scrub(`e."html_body"`)},
          'messageId', e."message_id",
          'attachments', '[]'::jsonb) END,
        CASE WHEN e."status" IN ('sent', 'captured') THEN coalesce(e."sent_at", e."updated_at")
             WHEN e."status" = 'failed' OR e."template" IN (${links}) THEN e."updated_at" END,
        e."created_at", e."updated_at"
      FROM "email_outbox" e`);
    await q.query(`UPDATE "one_time_tokens" SET "used_at" = now() WHERE "used_at" IS NULL`);
    await q.query(`DROP TABLE "email_outbox"`);
  }

  public async down(q: QueryRunner): Promise<void> {
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
      INSERT INTO "email_outbox" ("id", "to_address", "template", "data", "subject", "text_body",
        "html_body", "status", "attempts", "last_error", "message_id", "sent_at", "created_at",
        "updated_at")
      SELECT o."id", o."payload"->>'to', o."payload"->>'template', o."payload"->'data',
        o."result"->>'subject', o."result"->>'textBody', o."result"->>'htmlBody',
        CASE WHEN o."status" = 'done' THEN coalesce(o."result"->>'delivery', 'sent') ELSE o."status" END,
        o."attempts", o."last_error", o."result"->>'messageId',
        CASE WHEN o."status" = 'done' THEN o."processed_at" END, o."created_at", o."updated_at"
      FROM "outbox" o WHERE o."job_name" = 'mail.send'`);
    await q.query(`DROP TABLE "outbox"`);
  }
}
