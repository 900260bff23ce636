import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app.config.js';

/** The API's OpenAPI description, as served at /api/docs-json. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('RentNaija API')
      .setDescription(
        'Monthly property rentals in Nigerian cities. Money in whole naira; times in UTC.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
}

/**
 * Builds the same document without a database or Redis: Nest's preview mode reads the modules'
 * routes and DTO metadata without creating any provider. Used to generate the web client's types.
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot(loadConfig({})), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  const document = createOpenApiDocument(app);
  await app.close();
  return document;
}
