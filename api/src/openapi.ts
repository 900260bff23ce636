import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { errorResponse } from './common/http/openapi.js';
import { loadConfig } from './config/app.config.js';
import { describeIdempotencyKeys } from './platform/idempotency/idempotency.interceptor.js';

/** The API's OpenAPI description, as served at /api/docs-json. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('RentNaija API')
      .setDescription(
        'Monthly property rentals in Nigerian cities. Money in whole naira; times in UTC.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      // Any route can fail on the server's side or while the database is unreachable.
      .addGlobalResponse(errorResponse(500), errorResponse(503))
      .build(),
  );
  describeIdempotencyKeys(document);
  return document;
}

/**
 * Builds the same document without a database or Redis: Nest's preview mode reads the modules'
 * routes and DTO metadata without creating any provider. Used to generate the web client's types.
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  return (await describeApi()).document;
}

/** The document and the controller classes it describes (the document's own test reads both). */
export async function describeApi(): Promise<{ document: OpenAPIObject; controllers: Type[] }> {
  const app = await NestFactory.create(AppModule.forRoot(loadConfig({})), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  const document = createOpenApiDocument(app);
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type),
  );
  await app.close();
  return { document, controllers };
}
