import pg from 'pg';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/database/entities.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';

/** The server the tests use; a database of its own is made for each test file. */
export const TEST_PG_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function urlFor(database: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates a database and runs every migration on it. */
export async function createMigratedDatabase(name: string): Promise<void> {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
  const ds = new DataSource({
    type: 'postgres',
    url: urlFor(name),
    entities: ENTITIES,
    migrations: MIGRATIONS,
    installExtensions: false,
    logging: false,
  });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
}

/**
 * Makes the migrated database `name` unless it exists: under an advisory lock, so test files
 * starting side by side wait for the one that makes it rather than migrate twice.
 */
export async function ensureMigratedDatabase(name: string): Promise<void> {
  await admin(async (c) => {
    await c.query(`SELECT pg_advisory_lock(hashtext($1))`, [name]);
    try {
      const { rowCount } = await c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
      if (rowCount === 0) {
        // A half-migrated template must not be cloned by the next file.
        await createMigratedDatabase(name).catch(async (error: unknown) => {
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          throw error;
        });
      }
    } finally {
      await c.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]);
    }
  });
}

/** A fresh copy of the migrated template: cheap, isolated. */
export async function cloneDatabase(template: string, name: string): Promise<void> {
  await admin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
