import pg from 'pg';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops test databases left by earlier runs that were interrupted (their process is gone), and
 * names this run's migrated template for the workers (made by the first file that needs it).
 */
export default async function globalSetup() {
  process.env.TEST_TEMPLATE_DB = `rentnaija_test_${process.pid}_tpl`;
  const client = new pg.Client({
    connectionString:
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT datname FROM pg_database WHERE datname LIKE 'rentnaija_test_%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (!Number.isInteger(pid) || !alive(pid)) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    }
  } finally {
    await client.end();
  }
}
