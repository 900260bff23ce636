import { readdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../src/database/entities.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { createMigratedDatabase, dropDatabase, urlFor } from './support/database.js';

/**
 * Migrations are written by hand and are the one source of truth for the schema: they own the
 * indexes, CHECKs, foreign keys and generated columns that the entities do not name. The entities
 * must still agree with them on every table and column, which TypeORM's schema builder reports.
 */

/** Columns only the database knows (generated from other columns, read by raw SQL). */
const DATABASE_ONLY_COLUMNS = [
  // properties: the city lower-cased without punctuation, and the listing's text with a mark
  // before every word; both `GENERATED ALWAYS … STORED`, read by the search's SQL.
  'ALTER TABLE "properties" DROP COLUMN "city_key"',
  'ALTER TABLE "properties" DROP COLUMN "search_words"',
  // properties: the pin rounded to about 1 km as a point, the location box and radius searches
  // use (docs/0025-map-search.md).
  'ALTER TABLE "properties" DROP COLUMN "public_point"',
];

/** Statements about tables and columns, as opposed to indexes and constraints. */
const TABLE_OR_COLUMN =
  /^(CREATE TABLE|DROP TABLE|CREATE TYPE|DROP TYPE|ALTER TYPE|ALTER TABLE "[^"]+" (ADD "|ADD COLUMN|DROP COLUMN|ALTER COLUMN|RENAME COLUMN))/;

const timestampOf = (name: string) => Number(/(\d{13})$/.exec(name)?.[1]);

describe('the schema', () => {
  it('lists every migration file once, in timestamp order', () => {
    const files = readdirSync(new URL('../src/database/migrations/', import.meta.url))
      .filter((f) => /^\d{13}-\w+\.ts$/.test(f))
      .map((f) => f.replace(/^(\d{13})-(\w+)\.ts$/, '$2$1'))
      .sort((a, b) => timestampOf(a) - timestampOf(b));
    const listed = MIGRATIONS.map((m) => m.name);
    expect(listed).toEqual(files);
    const stamps = listed.map(timestampOf);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(stamps.length);
  });

  it('has every entity table and column exactly as the migrations make them', async () => {
    const name = `rentnaija_test_${process.pid}_schema`;
    await createMigratedDatabase(name);
    const ds = new DataSource({
      type: 'postgres',
      url: urlFor(name),
      entities: ENTITIES,
      installExtensions: false,
      uuidExtension: 'pgcrypto',
    });
    try {
      await ds.initialize();
      // The schema builder reads generated columns' expressions from this table of its own.
      await ds.query(
        `CREATE TABLE typeorm_metadata (type varchar NOT NULL, database varchar, schema varchar,
           "table" varchar, name varchar, value text)`,
      );
      const { upQueries } = await ds.driver.createSchemaBuilder().log();
      const drift = upQueries
        .map((q) => q.query)
        .filter((sql) => TABLE_OR_COLUMN.test(sql) && !DATABASE_ONLY_COLUMNS.includes(sql));
      expect(drift).toEqual([]);
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await dropDatabase(name);
    }
  });
});
