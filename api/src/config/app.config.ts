import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

/** The environment variables the server reads. Every one is listed in .env.example. */
class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  APP_URL?: string;

  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  @IsString()
  DATA_DIR = '.data';

  @IsOptional()
  @IsString()
  REDIS_URL?: string;

  @IsString()
  QUEUE_PREFIX = 'rentnaija';

  @Transform(toBool)
  @IsBoolean()
  RUN_WORKERS = true;

  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'RentNaija <no-reply@rentnaija.ng>';

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  @IsString()
  WEB_PUBLIC_DIR = '../web-public/dist';

  @IsString()
  WEB_ADMIN_DIR = '../web-admin/dist';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SEED_DEMO_DATA?: boolean;

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY_HOPS = 0;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  API_DOCS?: boolean;

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(300)
  SEARCH_CACHE_SECONDS?: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  appUrl: string;
  database: { url?: string; pgliteDir: string };
  redis: { url?: string; prefix: string };
  runWorkers: boolean;
  mail: { smtpUrl?: string; from: string };
  jwtSecret: string;
  corsOrigins: string[] | true;
  uploadDir: string;
  dataDir: string;
  webPublicDir: string;
  webAdminDir: string;
  logLevel: string;
  seedDemoData: boolean;
  /** Proxies in front of the server whose X-Forwarded-For is believed (0: the socket's address). */
  trustProxyHops: number;
  /** Serve the OpenAPI document at /api/docs and /api/docs-json. */
  apiDocs: boolean;
  /** How long a public search page may be served from memory (0 = never; writes here clear it). */
  searchCacheSeconds: number;
}

/** Injection token for the typed configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

const DEV_JWT_SECRET = 'local-development-secret-not-for-production-use';

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const vars = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const errors = validateSync(vars, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) =>
      Object.values(e.constraints ?? {}).map(
        (m) => `  ${e.property}=${JSON.stringify(raw[e.property])}: ${m}`,
      ),
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const isProduction = vars.NODE_ENV === 'production';
  if (isProduction && !vars.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET is required in production');
  }
  if (isProduction && !vars.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL is required in production');
  }
  const appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  return {
    env: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    appUrl,
    database: { url: vars.DATABASE_URL, pgliteDir: `${vars.DATA_DIR}/pglite` },
    redis: { url: vars.REDIS_URL, prefix: vars.QUEUE_PREFIX },
    runWorkers: vars.RUN_WORKERS,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    jwtSecret: vars.JWT_SECRET ?? DEV_JWT_SECRET,
    corsOrigins: vars.CORS_ORIGINS
      ? vars.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : isProduction
        ? [appUrl]
        : true,
    uploadDir: vars.UPLOAD_DIR ?? `${vars.DATA_DIR}/uploads`,
    dataDir: vars.DATA_DIR,
    webPublicDir: vars.WEB_PUBLIC_DIR,
    webAdminDir: vars.WEB_ADMIN_DIR,
    logLevel: vars.LOG_LEVEL,
    // Demo data never goes into a production database.
    seedDemoData: !isProduction && (vars.SEED_DEMO_DATA ?? true),
    trustProxyHops: vars.TRUST_PROXY_HOPS,
    apiDocs: vars.API_DOCS ?? !isProduction,
    searchCacheSeconds: vars.SEARCH_CACHE_SECONDS ?? (vars.NODE_ENV === 'test' ? 0 : 5),
  };
}

/** For entry points: prints a configuration error plainly and exits instead of a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
