import { redisConfig } from '../common/redis/redis.config.js';
import { databaseConfig } from '../database/database.config.js';
import { applicationsConfig } from '../modules/applications/applications.config.js';
import { authConfig } from '../modules/auth/auth.config.js';
import { jobsConfig } from '../platform/jobs/jobs.config.js';
import { geoConfig } from '../modules/geo/geo.config.js';
import { kycConfig } from '../modules/kyc/kyc.config.js';
import { mailConfig } from '../platform/mail/mail.config.js';
import { messagingConfig } from '../modules/messaging/messaging.config.js';
import { paymentsConfig } from '../modules/payments/payments.config.js';
import { propertiesConfig } from '../modules/properties/properties.config.js';
import { storageConfig } from '../platform/storage/storage.config.js';
import { textMessagesConfig } from '../platform/text-messages/text-messages.config.js';
import { uploadsConfig } from '../modules/uploads/uploads.config.js';
import { webConfig } from '../platform/web/web.config.js';
import { type ConfigArea, ConfigError, type RawEnvironment } from './config-area.js';
import { serverConfig, type ServerConfig } from './server.config.js';

/**
 * Each area's variables and settings live beside the code that uses them; every variable is
 * listed in .env.example. The rules spanning several variables are checked in this order.
 */
const AREAS = [
  authConfig,
  storageConfig,
  textMessagesConfig,
  kycConfig,
  geoConfig,
  databaseConfig,
  paymentsConfig,
  redisConfig,
  jobsConfig,
  mailConfig,
  propertiesConfig,
  applicationsConfig,
  uploadsConfig,
  messagingConfig,
  webConfig,
] as const;

type SettingsOf<Areas> = Areas extends readonly [ConfigArea<infer S>, ...infer Rest]
  ? S & SettingsOf<Rest>
  : unknown;

/** The typed configuration: the server's settings and every area's. */
export type AppConfig = ServerConfig & SettingsOf<typeof AREAS>;

/** Injection token for the typed configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  ) as RawEnvironment;
  const server = serverConfig.read(raw);
  const areas = AREAS.map((area) => area.read(raw));
  const problems = [server, ...areas].flatMap((area) => area.problems);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const serverSettings = server.settings();
  return Object.assign(
    {},
    serverSettings,
    ...areas.map((area) => area.settings(serverSettings)),
  ) as AppConfig;
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
