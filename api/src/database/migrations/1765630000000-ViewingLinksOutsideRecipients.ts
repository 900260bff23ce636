import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A virtual viewing carries the landlord's video-call link. Every email our users make us send
 * to an address that is not an account of ours (a viewing invite, a guarantor's consent
 * request) is counted against its sender: one row per sender and address a day, so a daily cap
 * on outside recipients can be held under concurrency (the sender's row is locked while
 * counting).
 */
export class ViewingLinksOutsideRecipients1765630000000 implements MigrationInterface {
  name = 'ViewingLinksOutsideRecipients1765630000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "viewings" ADD COLUMN "video_link" varchar(500)`);
    await q.query(`
      CREATE TABLE "outside_recipients" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "sender_id" uuid NOT NULL,
        "email" varchar(254) NOT NULL,
        "kind" varchar(30) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_outside_recipients" PRIMARY KEY ("id"),
        CONSTRAINT "FK_outside_recipients_sender" FOREIGN KEY ("sender_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_outside_recipients_sender_time" ON "outside_recipients" ("sender_id", "created_at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "outside_recipients"`);
    await q.query(`ALTER TABLE "viewings" DROP COLUMN "video_link"`);
  }
}
