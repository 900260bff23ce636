import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUrl } from 'class-validator';
import { defineConfig, IntegerVariable, type ServerBasics, toBool } from './config-area.js';

class ServerVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IntegerVariable(0, 65535)
  PORT = 3000;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  APP_URL?: string;

  @IsString()
  DATA_DIR = '.data';

  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @IntegerVariable(0, 10)
  TRUST_PROXY_HOPS = 0;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  API_DOCS?: boolean;
}

export interface ServerConfig extends ServerBasics {
  port: number;
  corsOrigins: string[] | true;
  logLevel: string;
  /** Proxies in front of the server whose X-Forwarded-For is believed (0: the socket's address). */
  trustProxyHops: number;
  /** Serve the OpenAPI document at /api/docs and /api/docs-json. */
  apiDocs: boolean;
}

/** The HTTP server itself; the settings every other area may depend on. */
export const serverConfig = defineConfig<ServerVariables, ServerConfig, void>(
  ServerVariables,
  (vars) => {
    const isProduction = vars.NODE_ENV === 'production';
    const appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
    return {
      env: vars.NODE_ENV,
      isProduction,
      port: vars.PORT,
      appUrl,
      dataDir: vars.DATA_DIR,
      corsOrigins: vars.CORS_ORIGINS
        ? vars.CORS_ORIGINS.split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : isProduction
          ? [appUrl]
          : true,
      logLevel: vars.LOG_LEVEL,
      trustProxyHops: vars.TRUST_PROXY_HOPS,
      apiDocs: vars.API_DOCS ?? !isProduction,
    };
  },
);
