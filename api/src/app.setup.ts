import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from './config/app.config.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { httpCompression } from './common/http/compression.js';
import { useBodyParsers } from './common/http/json-body.js';
import { createValidationPipe } from './common/http/validation.js';
import { FileStorage } from './platform/storage/file-storage.js';
import { serveUploads } from './platform/storage/serve-uploads.js';
import { requestLogger } from './common/logging.js';
import { requestContext } from './common/http/request-context.js';
import { createOpenApiDocument } from './openapi.js';
import { RealtimeIoAdapter } from './platform/realtime/realtime-io.adapter.js';
import { tileOrigin } from './modules/geo/geo.config.js';

/** Everything the HTTP app needs besides its modules; shared by main.ts and the tests. */
export async function setupApp(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<NestFastifyApplication> {
  const fastify = app.getHttpAdapter().getInstance();
  requestLogger(config)(fastify);
  requestContext(fastify);
  const headers = securityHeaderValues(securityHeaders(config));
  fastify.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  await httpCompression(app);
  app.enableCors(corsOptions(config));
  useBodyParsers(app);
  await serveUploads(app, config, app.get(FileStorage));
  app.setGlobalPrefix('api', { exclude: [] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, config));
  if (config.apiDocs) setupDocs(app);
  return app;
}

/**
 * The headers helmet sets with these options, computed once: they do not depend on the
 * request, and building the policy for every answer cost about 5% of a small answer's time
 * (bench/RESULTS.md, HTTP layer). Set on every answer by an `onRequest` hook; a route may still
 * set its own (private documents and photos have a stricter policy).
 */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
    getHeader: (name: string) => headers[name],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collector, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Which other origins may call the API from a browser, with cookies, and read which headers. */
export const corsOptions = (config: AppConfig) => ({
  origin: config.corsOrigins,
  credentials: true,
  exposedHeaders: ['Content-Range', 'X-Request-Id', 'Idempotent-Replayed'],
});

/** Where a listing's video tour is embedded from (YouTube, Google Drive, Vimeo players). */
const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://drive.google.com',
  'https://player.vimeo.com',
];

/**
 * The security headers of every answer (helmet's options; the same for another HTTP adapter's
 * helmet plugin).
 */
export function securityHeaders(config: AppConfig): HelmetOptions {
  // Photos redirected to a public bucket or CDN load from there (S3_PUBLIC_URL).
  const photoOrigin = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  const paystack = paystackSources(config);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...photoOrigin, ...tileOrigin(config)],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", ...VIDEO_EMBED_ORIGINS, ...paystack.frameSrc],
        scriptSrc: ["'self'", ...paystack.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // 'self' covers same-origin fetches and, in CSP Level 3 browsers, same-origin ws/wss
        // (socket.io).
        // The video hosts too: the tour checks one answers before it shows its player.
        connectSrc: ["'self'", ...paystack.connectSrc, ...photoOrigin, ...VIDEO_EMBED_ORIGINS],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * What Paystack's inline checkout needs from our pages: its script (js.paystack.co), which loads
 * the transaction from Paystack's API (api.paystack.co) and opens the checkout in a frame
 * (checkout.paystack.com). Allowed only when the booking page can use it, i.e. Paystack is the
 * gateway and a public key is configured; otherwise (the sandbox, or redirect-only Paystack)
 * no third-party script may run on our pages.
 */
export function paystackSources(config: AppConfig) {
  const inline = config.payments.gateway === 'paystack' && !!config.payments.publicKey;
  return {
    scriptSrc: inline ? ['https://js.paystack.co'] : [],
    frameSrc: inline ? ['https://checkout.paystack.com'] : [],
    connectSrc: inline ? ['https://api.paystack.co'] : [],
  };
}

/** The OpenAPI document at /api/docs (JSON at /api/docs-json); off in production unless API_DOCS. */
function setupDocs(app: NestFastifyApplication): void {
  const document = createOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
