import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import type { AppConfig } from './config/app.config.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { httpCompression } from './common/http/compression.js';
import { bodyParsers } from './common/http/json-body.js';
import { createValidationPipe } from './common/http/validation.js';
import { serveUploads } from './modules/storage/serve-uploads.js';
import { requestLogger } from './common/logging.js';
import { createOpenApiDocument } from './openapi.js';

/** Everything the HTTP app needs besides its modules; shared by main.ts and the tests. */
export function setupApp(app: INestApplication, config: AppConfig): INestApplication {
  const express = app as NestExpressApplication;
  // 0 (the default): the client address is the socket's; X-Forwarded-For is not believed.
  express.set('trust proxy', config.trustProxyHops);
  express.disable('x-powered-by');
  app.use(requestLogger(config));
  app.use(httpCompression());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          frameSrc: [
            "'self'",
            'https://www.youtube.com',
            'https://www.youtube-nocookie.com',
            'https://drive.google.com',
            'https://player.vimeo.com',
            'https://checkout.paystack.com',
          ],
          scriptSrc: ["'self'", 'https://js.paystack.co'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // 'self' covers same-origin fetches and, in CSP Level 3 browsers, same-origin ws/wss
          // (socket.io). api.paystack.co: the inline checkout script (js.paystack.co, above)
          // loads the transaction from Paystack's API from this page before opening its frame.
          connectSrc: ["'self'", 'https://api.paystack.co'],
          workerSrc: ["'self'", 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
  });
  app.use(...bodyParsers());
  serveUploads(express, config);
  app.setGlobalPrefix('api', { exclude: [] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  if (config.apiDocs) setupDocs(app);
  return app;
}

/** The OpenAPI document at /api/docs (JSON at /api/docs-json); off in production unless API_DOCS. */
function setupDocs(app: INestApplication): void {
  const document = createOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
