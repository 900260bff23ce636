import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listing's "available from": the first day (West Africa Time) its home is free to move
 * into; null means available now. The tenant's move-in window starts there.
 */
export class ListingAvailableFrom1766020000000 implements MigrationInterface {
  name = 'ListingAvailableFrom1766020000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "properties" ADD "available_from" date`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "properties" DROP COLUMN "available_from"`);
  }
}
