import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app.config.js';
import { AfterCommitSubscriber } from './after-commit.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** Opens the embedded database used when no DATABASE_URL is set. */
export async function openPglite(dir: string): Promise<PGlite> {
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

/**
 * TypeORM options for PostgreSQL (DATABASE_URL) or, when it is unset, for PGlite through its
 * node-postgres adapter with one pooled connection. Shared by the app, the tests and the CLI.
 */
export function dataSourceOptions(config: AppConfig, pglite?: PGlite): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    subscribers: [AfterCommitSubscriber],
    migrationsRun: false,
    synchronize: false,
    installExtensions: false,
    uuidExtension: 'pgcrypto' as const,
    logging: ['error' as const],
  };
  if (config.database.url) {
    // A request waits at most 5 s for a connection, then answers 503 instead of hanging.
    return {
      ...common,
      url: config.database.url,
      extra: { max: config.database.poolSize, connectionTimeoutMillis: 5000 },
    };
  }
  if (!pglite) throw new Error('PGlite instance required when DATABASE_URL is not set');
  return { ...common, extra: { ...createPgConfig(pglite), max: 1 } };
}
