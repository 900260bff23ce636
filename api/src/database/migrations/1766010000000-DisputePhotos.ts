import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The landlord may answer a tenant's report of a problem with photos, as the tenant reports
 * with photos: each side's photos are kept privately (their storage keys, types and names).
 */
export class DisputePhotos1766010000000 implements MigrationInterface {
  name = 'DisputePhotos1766010000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "tenancy_disputes" ADD "landlord_photos" jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tenancy_disputes" DROP COLUMN "landlord_photos"`);
  }
}
