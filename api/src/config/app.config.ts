import { DEFAULT_TENANCY_RULES, type TenancyRules } from '@rentnaija/shared';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Matches,
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

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(2)
  @Max(500)
  DATABASE_POOL_SIZE = 10;

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

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  OUTBOX_SWEEP_SECONDS = 60;

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(24)
  MAX_ADVANCE_MONTHS = DEFAULT_TENANCY_RULES.maxAdvanceMonths;

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(100)
  MAX_AGENCY_FEE_PERCENT = DEFAULT_TENANCY_RULES.maxAgencyFeePercent;

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(12)
  @Max(720)
  PAYMENT_OFFER_HOURS = 72;

  @IsOptional()
  @IsString()
  @Matches(/^\s*([\w.-]+:\d{1,5}\s*)(,\s*[\w.-]+:\d{1,5}\s*)*$/, {
    message: 'IMAGE_FETCH_ALLOW_HOSTS must be a comma-separated list of host:port',
  })
  IMAGE_FETCH_ALLOW_HOSTS?: string;

  // Text messages (SMS / WhatsApp).
  @IsIn(['sandbox', 'termii'])
  TEXT_PROVIDER: 'sandbox' | 'termii' = 'sandbox';

  @IsOptional()
  @IsString()
  TERMII_API_KEY?: string;

  @IsString()
  TERMII_SENDER_ID = 'RentNaija';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  TERMII_BASE_URL = 'https://v3.api.termii.com';

  /** The WhatsApp device registered with Termii: WhatsApp's `from`, not the SMS sender ID. */
  @IsOptional()
  @IsString()
  TERMII_WHATSAPP_FROM?: string;
  // Messaging
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(24 * 3600)
  UNREAD_MESSAGE_EMAIL_SECONDS = 15 * 60;
  // ---- payments and applications ----

  @IsOptional()
  @Matches(/^sk_(test|live)_\w+$/, {
    message: 'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)',
  })
  PAYSTACK_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^pk_(test|live)_\w+$/, {
    message: 'PAYSTACK_PUBLIC_KEY must be a Paystack public key (pk_test_… or pk_live_…)',
  })
  PAYSTACK_PUBLIC_KEY?: string;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PAYSTACK_BASE_URL = 'https://api.paystack.co';

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(100)
  @Max(60_000)
  PAYSTACK_TIMEOUT_MS = 10_000;

  /** The shorter wait of a Paystack call made while a person waits (start, the callback's check). */
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(100)
  @Max(10_000)
  PAYSTACK_REQUEST_TIMEOUT_MS = 3_000;

  // File storage in an S3-compatible bucket (instead of UPLOAD_DIR) when S3_BUCKET is set.
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a bucket name' })
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  PAYMENTS_SANDBOX?: boolean;

  @IsEmail({}, { message: 'ENQUIRY_EMAIL must be an email address' })
  ENQUIRY_EMAIL = 'enquiries@rentnaija.ng';

  // Emails a user may make us send in a day to addresses that are not accounts of ours.
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  OUTSIDE_RECIPIENTS_PER_DAY = 20;
  // ---- NIN check (docs/0014-nin-check-adapter.md) ----
  @IsIn(['sandbox', 'dojah'])
  NIN_VERIFICATION_VENDOR: 'sandbox' | 'dojah' = 'sandbox';

  @Transform(toBool)
  @IsBoolean()
  NIN_VERIFICATION_SANDBOX = true;

  @IsOptional()
  @IsString()
  NIN_VERIFICATION_API_KEY?: string;

  @IsOptional()
  @IsString()
  NIN_VERIFICATION_APP_ID?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  NIN_VERIFICATION_BASE_URL?: string;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  S3_FORCE_PATH_STYLE?: boolean;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_PUBLIC_URL?: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  appUrl: string;
  /** `poolSize`: connections this process may open to PostgreSQL (not PGlite: one). */
  database: { url?: string; pgliteDir: string; poolSize: number };
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
  /** How often pending outbox jobs are queued again, and how long they wait before that. */
  outboxSweepSeconds: number;
  /**
   * host:port pairs the listing-image fetcher may reach although they resolve to a private
   * address (an image server inside your own network). Empty: public addresses only.
   */
  imageFetchAllowHosts: string[];
  /** Lagos tenancy rules enforced on every listing: rent in advance and the agency fee cap. */
  tenancyRules: TenancyRules;
  /** Hours an approved applicant has to pay before the offer lapses and the home is let again. */
  paymentOfferHours: number;
  /**
   * Where texts go: the sandbox records them in the `text_messages` table (readable in the
   * console); `termii` sends them through Termii's HTTP API.
   */
  texts: {
    provider: 'sandbox' | 'termii';
    /** `whatsappFrom`: the WhatsApp device name; without it WhatsApp texts cannot be sent. */
    termii: { apiKey?: string; senderId: string; whatsappFrom?: string; baseUrl: string };
  };
  /** How long a message may stay unread before its recipient is emailed (once). */
  unreadMessageEmailSeconds: number;
  /**
   * The payment gateway: Paystack when a secret key is set, else the built-in sandbox (a local
   * checkout page and signed webhooks; see docs/0013-payments-sandbox-and-states.md).
   */
  payments: {
    gateway: 'paystack' | 'sandbox';
    secretKey?: string;
    publicKey?: string;
    baseUrl: string;
    /** A call from a job or a sweep, which retries it. */
    timeoutMs: number;
    /** A call a person waits for (one try; the queued check retries). */
    requestTimeoutMs: number;
  };
  /** The team's mailbox that hears of every rental application (an enquiry notice each). */
  enquiryEmail: string;
  /**
   * How many different addresses without an account of ours one user may have us email in a
   * day (viewing invites, guarantor requests); over it they are refused with 429.
   */
  outsideRecipientsPerDay: number;
  /**
   * Who answers NIN lookups: the built-in sandbox registry of test NINs (default), or a vendor
   * with its credentials; `sandbox` sends a vendor's lookups to its test environment.
   */
  ninVerification: {
    vendor: 'sandbox' | 'dojah';
    sandbox: boolean;
    apiKey?: string;
    appId?: string;
    baseUrl?: string;
  };
  /** Files go to this S3-compatible bucket instead of `uploadDir` (see S3Settings). */
  s3?: S3Settings;
}

/** Where and how the S3 file storage reaches its bucket. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Spaces…); unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /**
   * Where anyone can read the public files (`<publicUrl>/properties/<name>`: a CDN or the
   * bucket's public address); unset: the app serves them from the bucket.
   */
  publicUrl?: string;
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
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  if (vars.TEXT_PROVIDER === 'termii' && !vars.TERMII_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  TERMII_API_KEY is required when TEXT_PROVIDER=termii',
    );
  }
  if (
    vars.NIN_VERIFICATION_VENDOR !== 'sandbox' &&
    (!vars.NIN_VERIFICATION_API_KEY || !vars.NIN_VERIFICATION_APP_ID)
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  NIN_VERIFICATION_VENDOR=${vars.NIN_VERIFICATION_VENDOR} needs NIN_VERIFICATION_API_KEY and NIN_VERIFICATION_APP_ID`,
    );
  }
  if (isProduction && !vars.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL is required in production');
  }
  if (vars.PAYSTACK_SECRET_KEY && vars.PAYSTACK_PUBLIC_KEY) {
    const mode = (key: string) => key.split('_')[1];
    if (mode(vars.PAYSTACK_SECRET_KEY) !== mode(vars.PAYSTACK_PUBLIC_KEY)) {
      throw new ConfigError(
        'Invalid configuration:\n  PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must both be test keys or both live keys',
      );
    }
  }
  if (isProduction && !vars.PAYSTACK_SECRET_KEY && !vars.PAYMENTS_SANDBOX) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYSTACK_SECRET_KEY is required in production (or PAYMENTS_SANDBOX=true for a demo that takes no money)',
    );
  }
  const appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  return {
    env: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    appUrl,
    database: {
      url: vars.DATABASE_URL,
      pgliteDir: `${vars.DATA_DIR}/pglite`,
      poolSize: vars.DATABASE_POOL_SIZE,
    },
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
    outboxSweepSeconds: vars.OUTBOX_SWEEP_SECONDS,
    imageFetchAllowHosts: (vars.IMAGE_FETCH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    tenancyRules: {
      maxAdvanceMonths: vars.MAX_ADVANCE_MONTHS,
      maxAgencyFeePercent: vars.MAX_AGENCY_FEE_PERCENT,
    },
    paymentOfferHours: vars.PAYMENT_OFFER_HOURS,
    texts: {
      provider: vars.TEXT_PROVIDER,
      termii: {
        apiKey: vars.TERMII_API_KEY,
        senderId: vars.TERMII_SENDER_ID,
        whatsappFrom: vars.TERMII_WHATSAPP_FROM?.trim() || undefined,
        baseUrl: vars.TERMII_BASE_URL.replace(/\/$/, ''),
      },
    },
    unreadMessageEmailSeconds: vars.UNREAD_MESSAGE_EMAIL_SECONDS,
    payments: {
      gateway: vars.PAYSTACK_SECRET_KEY ? 'paystack' : 'sandbox',
      secretKey: vars.PAYSTACK_SECRET_KEY,
      publicKey: vars.PAYSTACK_PUBLIC_KEY,
      baseUrl: vars.PAYSTACK_BASE_URL.replace(/\/$/, ''),
      timeoutMs: vars.PAYSTACK_TIMEOUT_MS,
      requestTimeoutMs: vars.PAYSTACK_REQUEST_TIMEOUT_MS,
    },
    enquiryEmail: vars.ENQUIRY_EMAIL,
    outsideRecipientsPerDay: vars.OUTSIDE_RECIPIENTS_PER_DAY,
    ninVerification: {
      vendor: vars.NIN_VERIFICATION_VENDOR,
      sandbox: vars.NIN_VERIFICATION_SANDBOX,
      apiKey: vars.NIN_VERIFICATION_API_KEY,
      appId: vars.NIN_VERIFICATION_APP_ID,
      baseUrl: vars.NIN_VERIFICATION_BASE_URL,
    },
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION,
          endpoint: vars.S3_ENDPOINT,
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? Boolean(vars.S3_ENDPOINT),
          publicUrl: vars.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
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
