import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The public-listing predicate when no other partial search index shows it. */
const PUBLIC = `is_approved AND archived_at IS NULL AND NOT landlord_suspended AND NOT hidden_by_reports`;

/**
 * Where listings are (docs/0025-map-search.md):
 *
 * - `latitude`, `longitude`: the landlord's pin, in degrees, both or neither;
 * - `public_point`: the location everyone may know, the pin rounded to 2 decimals of a degree
 *   (about 1 km), as `point(longitude, latitude)`; generated, read by the search's SQL only.
 *   Box and radius searches are answered from it, so they reveal no more than the listing's
 *   public page;
 * - a GiST index of that point, partial on the public-listing predicate like the other search
 *   indexes (PostGIS is not needed: `point <@ box` is served by GiST's built-in point class),
 *   carrying the columns the summaries' filters and the sorts read, so that counting and
 *   collecting a box with those filters is an index-only scan.
 */
export class ListingCoordinates1766180000000 implements MigrationInterface {
  name = 'ListingCoordinates1766180000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "properties" ADD "latitude" double precision`);
    await q.query(`ALTER TABLE "properties" ADD "longitude" double precision`);
    await q.query(`
      ALTER TABLE "properties" ADD CONSTRAINT "CHK_properties_coordinates" CHECK (
        (latitude IS NULL) = (longitude IS NULL)
        AND (latitude IS NULL OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180)))`);
    await q.query(`
      ALTER TABLE "properties" ADD "public_point" point GENERATED ALWAYS AS (
        CASE WHEN latitude IS NOT NULL AND longitude IS NOT NULL
          THEN point(round(longitude::numeric, 2)::float8, round(latitude::numeric, 2)::float8)
        END) STORED`);
    // The predicate exactly as the other partial search indexes carry it now (migrations that
    // change it remake every index on it, this one included).
    const [index] = (await q.query(
      `SELECT indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = 'properties'
         AND indexdef LIKE '%WHERE%landlord_suspended%' LIMIT 1`,
    )) as { indexdef: string }[];
    const where = index
      ? index.indexdef.slice(index.indexdef.lastIndexOf(' WHERE '))
      : ` WHERE ${PUBLIC}`;
    await q.query(
      `CREATE INDEX "IDX_properties_public_point" ON "properties" USING gist ("public_point")
         INCLUDE ("status", "city_key", "property_type", "bedrooms", "price", "created_at", "id")
         ${where}`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_properties_public_point"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "public_point"`);
    await q.query(`ALTER TABLE "properties" DROP CONSTRAINT "CHK_properties_coordinates"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "longitude"`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "latitude"`);
  }
}
