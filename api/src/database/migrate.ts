import type { DataSource } from 'typeorm';

/** The advisory lock that makes instances starting together run the migrations one at a time. */
const MIGRATION_LOCK = 7_305_150_012;

/**
 * Applies pending migrations. On PostgreSQL it holds a session advisory lock meanwhile, so API
 * replicas and workers that start together take turns: the first migrates, the others then find
 * nothing to do. (The embedded PGlite has a single connection and a single process.)
 */
export async function runMigrations(dataSource: DataSource, onServer: boolean): Promise<void> {
  if (!onServer) {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
