import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the product tells users: the bell's list, newest first, with a quick unread count. */
export class Notifications1764100000000 implements MigrationInterface {
  name = 'Notifications1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "type" varchar(60) NOT NULL,
        "message" text NOT NULL,
        "link" varchar(500),
        "read_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_notifications" PRIMARY KEY ("id"),
        CONSTRAINT "FK_notifications_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_notifications_user_created" ON "notifications" ("user_id", "created_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_notifications_user_unread" ON "notifications" ("user_id") WHERE "read_at" IS NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notifications"`);
  }
}
