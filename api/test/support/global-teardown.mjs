import pg from 'pg';

/** Drops this run's migrated template (each file drops its own clone). */
export default async function globalTeardown() {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!template) return;
  const client = new pg.Client({
    connectionString:
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
