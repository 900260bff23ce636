import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report's photo is a private file sent with the report (a screenshot of a chat asking for
 * money, a photo of the real building), read only by staff: `evidence_photo` keeps where it is
 * stored, its type, size and name, in place of the address of a public upload that reporters,
 * who are often signed out, had no way to make.
 */
export class ListingReportPhotos1766176000000 implements MigrationInterface {
  name = 'ListingReportPhotos1766176000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "listing_reports" DROP COLUMN "evidence_url"`);
    await q.query(`ALTER TABLE "listing_reports" ADD "evidence_photo" jsonb`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "listing_reports" DROP COLUMN "evidence_photo"`);
    await q.query(`ALTER TABLE "listing_reports" ADD "evidence_url" varchar(500)`);
  }
}
