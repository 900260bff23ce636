import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ServeStaticModule } from '@nestjs/serve-static';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from './config/app.config.js';
import { ConfigModule } from './config/config.module.js';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { DatabaseModule } from './database/database.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { UsersModule } from './modules/users/users.module.js';

export interface AppModuleOptions {
  /** Serve the built web clients (off in the worker and in API tests). */
  serveClients?: boolean;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    const clients = options.serveClients
      ? [
          ServeStaticModule.forRoot(
            {
              rootPath: resolve(config.webAdminDir),
              serveRoot: '/admin',
              exclude: ['/api/{*path}'],
            },
            {
              rootPath: resolve(config.webPublicDir),
              exclude: ['/api/{*path}', '/admin/{*path}', '/uploads/{*path}', '/socket.io/{*path}'],
            },
          ),
        ]
      : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const incoming = req.headers['x-request-id'];
              const id =
                typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
                  ? incoming
                  : randomUUID();
              res.setHeader('x-request-id', id);
              return id;
            },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
            transport:
              config.isProduction || config.env === 'test'
                ? undefined
                : { target: 'pino-pretty', options: { singleLine: true } },
          },
        }),
        DatabaseModule.forRoot(config),
        JobsModule.forRoot(config),
        ScheduleModule.forRoot(),
        ThrottlerModule.forRoot([{ name: 'default', ttl: 60_000, limit: 120 }]),
        ...clients,
        HealthModule,
        MailModule,
        UsersModule,
        AuthModule,
        ContactModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
