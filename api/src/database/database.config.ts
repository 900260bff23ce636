import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { defineConfig, IntegerVariable, invalidConfig, toBool } from '../config/config-area.js';

class DatabaseVariables {
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  @IntegerVariable(2, 500)
  DATABASE_POOL_SIZE = 10;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SEED_DEMO_DATA?: boolean;
}

export interface DatabaseConfig {
  /** `poolSize`: connections this process may open to PostgreSQL (not PGlite: one). */
  database: { url?: string; pgliteDir: string; poolSize: number };
  seedDemoData: boolean;
}

export const databaseConfig = defineConfig(DatabaseVariables, (vars, server): DatabaseConfig => {
  if (server.isProduction && !vars.DATABASE_URL) {
    throw invalidConfig('DATABASE_URL is required in production');
  }
  return {
    database: {
      url: vars.DATABASE_URL,
      pgliteDir: `${server.dataDir}/pglite`,
      poolSize: vars.DATABASE_POOL_SIZE,
    },
    // Demo data never goes into a production database.
    seedDemoData: !server.isProduction && (vars.SEED_DEMO_DATA ?? true),
  };
});
