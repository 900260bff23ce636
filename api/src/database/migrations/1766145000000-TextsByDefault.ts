import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Texts by default: the channel a verification code went by (turned on when the number is
 * verified), and a key that records a follow-up once (a text per event, recipient and channel).
 */
export class TextsByDefault1766145000000 implements MigrationInterface {
  name = 'TextsByDefault1766145000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_text_channels" ADD "pending_channel" varchar(10)`);
    await q.query(`ALTER TABLE "outbox" ADD "dedupe_key" varchar(200)`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_outbox_dedupe_key" ON "outbox" ("dedupe_key") WHERE "dedupe_key" IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_outbox_dedupe_key"`);
    await q.query(`ALTER TABLE "outbox" DROP COLUMN "dedupe_key"`);
    await q.query(`ALTER TABLE "user_text_channels" DROP COLUMN "pending_channel"`);
  }
}
