import type { MigrationInterface, QueryRunner } from 'typeorm';

const TEXT_OF_LISTING = `lower("title" || ' ' || "description" || ' ' || "location" || ' ' || "city" || ' ' || "state" || ' ' || "address")`;

/**
 * Public search matches where words start, and stays fast whatever the filters.
 *
 * - `search_words` replaces `search_text`: the same lower-cased text with a mark (U+0001) before
 *   every word, written by `mark_word_starts()`. A search marked the same way ('%\u0001house%')
 *   finds 'house' and 'guest-house' but not 'penthouse', as a plain LIKE that the trigram index
 *   serves exactly (pg_trgm treats the mark as a space, so its index knows where words start).
 * - The sort-order indexes carry the filter columns (city, type, bedrooms, price) and end with
 *   the `id` tie-breaker, so a walk in the sort order checks the filters inside the index. The
 *   city and type indexes have every filter column as a key: a count of city or type with any
 *   other filter is an index-only scan of that city's or type's entries, and they stay small
 *   (no included columns, so equal entries are deduplicated) for bitmap scans beside the
 *   trigram index.
 * - Statistics on the correlated filter columns (a studio has one bedroom; some cities have no
 *   villas) keep the planner's estimates of combined filters honest.
 */
/** The public-listing predicate of `publicListingConditions()`: the search indexes are partial on it. */
const PUBLIC = `"is_approved" AND "archived_at" IS NULL AND NOT "landlord_suspended"`;

export class SearchWordStarts1764400000000 implements MigrationInterface {
  name = 'SearchWordStarts1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION mark_word_starts(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT regexp_replace($1, '(?<![[:alnum:]])([[:alnum:]])', chr(1) || '\\1', 'g') $$`);
    await q.query(`ALTER TABLE "properties" DROP COLUMN "search_text"`);
    await q.query(
      `ALTER TABLE "properties" ADD "search_words" text GENERATED ALWAYS AS (mark_word_starts(${TEXT_OF_LISTING})) STORED`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_search_words" ON "properties" USING gin ("search_words" gin_trgm_ops)`,
    );

    await q.query(`DROP INDEX "IDX_properties_public_newest"`);
    await q.query(`DROP INDEX "IDX_properties_public_price"`);
    await q.query(`DROP INDEX "IDX_properties_public_bedrooms"`);
    await q.query(`DROP INDEX "IDX_properties_public_city_price"`);
    await q.query(`DROP INDEX "IDX_properties_public_type_beds_price"`);
    await q.query(
      `CREATE INDEX "IDX_properties_public_newest" ON "properties" ("status", "created_at" DESC, "id" DESC)
       INCLUDE ("city_key", "property_type", "bedrooms", "price") WHERE ${PUBLIC}`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_price" ON "properties" ("status", "price", "created_at" DESC, "id" DESC)
       INCLUDE ("city_key", "property_type", "bedrooms") WHERE ${PUBLIC}`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_bedrooms" ON "properties" ("status", "bedrooms" DESC, "created_at" DESC, "id" DESC)
       INCLUDE ("city_key", "property_type", "price") WHERE ${PUBLIC}`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_city" ON "properties" ("city_key", "status", "property_type", "bedrooms", "price") WHERE ${PUBLIC}`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_type" ON "properties" ("property_type", "status", "bedrooms", "price") WHERE ${PUBLIC}`,
    );
    await q.query(
      `CREATE STATISTICS "STX_properties_filters" (ndistinct, dependencies, mcv)
       ON "city_key", "property_type", "bedrooms", "status" FROM "properties"`,
    );
    await q.query(`ANALYZE "properties"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP STATISTICS "STX_properties_filters"`);
    await q.query(`DROP INDEX "IDX_properties_public_type"`);
    await q.query(`DROP INDEX "IDX_properties_public_city"`);
    await q.query(`DROP INDEX "IDX_properties_public_bedrooms"`);
    await q.query(`DROP INDEX "IDX_properties_public_price"`);
    await q.query(`DROP INDEX "IDX_properties_public_newest"`);
    await q.query(
      `CREATE INDEX "IDX_properties_public_newest" ON "properties" ("status", "created_at" DESC, "id" DESC) WHERE "is_approved"`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_price" ON "properties" ("status", "price", "created_at" DESC) WHERE "is_approved"`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_bedrooms" ON "properties" ("status", "bedrooms" DESC, "created_at" DESC) WHERE "is_approved"`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_city_price" ON "properties" ("city_key", "status", "price") WHERE "is_approved"`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_public_type_beds_price" ON "properties" ("property_type", "bedrooms", "status", "price") WHERE "is_approved"`,
    );
    await q.query(`ALTER TABLE "properties" DROP COLUMN "search_words"`);
    await q.query(
      `ALTER TABLE "properties" ADD "search_text" text GENERATED ALWAYS AS (${TEXT_OF_LISTING}) STORED`,
    );
    await q.query(
      `CREATE INDEX "IDX_properties_search_trgm" ON "properties" USING gin ("search_text" gin_trgm_ops)`,
    );
    await q.query(`DROP FUNCTION mark_word_starts(text)`);
  }
}
