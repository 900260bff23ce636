import SwaggerParser from '@apidevtools/swagger-parser';
import { Controller, Get, Module, Param, type Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { PUBLIC_KEY, Roles, ROLES_KEY } from '../src/common/decorators/roles.decorator.js';
import { RATE_LIMITS_KEY } from '../src/common/rate-limit/rate-limit.decorator.js';
import { createOpenApiDocument, describeApi } from '../src/openapi.js';

/**
 * The API describes itself: every operation has a summary, a success answer with a schema (or
 * an explicit 204 or file), and the shared error schema on the errors its guards, limits,
 * parameters and bodies can give. A route added without them fails here.
 */

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
}
interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, ResponseObject>;
}

const ERROR_REF = '#/components/schemas/ErrorResponseDto';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/** What the code says of a route: who may call it and whether it is rate limited. */
interface RouteFacts {
  isPublic: boolean;
  roles: boolean;
  rateLimited: boolean;
}

/** Route facts by operation id (`<Controller>_<method>`, @nestjs/swagger's default). */
function routeFacts(controllers: Type[]): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const controller of controllers) {
    const proto = controller.prototype as Record<string, unknown>;
    // Routes may be inherited from a base controller (common/http/review-controller.ts), as
    // Nest itself finds them: walk the prototype chain.
    const names = new Set<string>();
    for (let p = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      Object.getOwnPropertyNames(p).forEach((name) => names.add(name));
    }
    for (const name of names) {
      const handler = proto[name];
      if (
        typeof handler !== 'function' ||
        Reflect.getMetadata(METHOD_METADATA, handler) === undefined
      )
        continue;
      const meta = (key: string) =>
        Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
      facts.set(`${controller.name}_${name}`, {
        isPublic: meta(PUBLIC_KEY) === true,
        roles: Array.isArray(meta(ROLES_KEY)),
        rateLimited: Array.isArray(meta(RATE_LIMITS_KEY)),
      });
    }
  }
  return facts;
}

const operations = (document: OpenAPIObject) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, op })),
  );

const hasSchema = (schema?: Schema): boolean =>
  !!schema && (!!schema.$ref || !!schema.type || !!schema.allOf?.length);

/** Everything the document lacks, one line per gap; empty when every route is described. */
function problemsOf(document: OpenAPIObject, controllers: Type[]): string[] {
  const facts = routeFacts(controllers);
  const problems: string[] = [];
  for (const { name, path, op } of operations(document)) {
    const say = (what: string) => problems.push(`${name}: ${what}`);
    if (!op.summary?.trim()) say('no summary (@ApiOperation({ summary }))');

    const statuses = Object.keys(op.responses);
    const success = statuses.filter((s) => /^2\d\d$/.test(s));
    if (success.length === 0) say('no 2xx response');
    for (const status of success) {
      const { content } = op.responses[status];
      if (status === '204') {
        if (content) say('204 with a body');
        continue;
      }
      const entries = Object.entries(content ?? {});
      const described = entries.some(([type, media]) =>
        type === 'application/json'
          ? hasSchema(media.schema)
          : media.schema?.type === 'string' && media.schema.format === 'binary',
      );
      if (!described) say(`${status} without a schema (type, ApiPaged, ApiList, ApiFile…)`);
    }

    for (const status of statuses.filter((s) => /^[45]\d\d$/.test(s))) {
      const response = op.responses[status];
      const schema = response.content?.['application/json']?.schema;
      // /api/health answers 503 with the report of the failing parts.
      if (status === '503' && path === '/api/health' && hasSchema(schema)) continue;
      if (schema?.$ref !== ERROR_REF) say(`${status} without the error schema (ApiErrors)`);
      if ((status === '429' || status === '503') && !response.headers?.['Retry-After'])
        say(`${status} without Retry-After`);
    }

    const route = op.operationId ? facts.get(op.operationId) : undefined;
    if (!route) {
      say(`no handler found for operation id ${op.operationId}`);
      continue;
    }
    facts.delete(op.operationId!);
    const expect = (status: string, why: string) => {
      if (!op.responses[status]) say(`${status} not documented (${why}): @ApiErrors(${status})`);
    };
    if (!route.isPublic) expect('401', 'the route needs a signed-in user');
    if (route.roles) expect('403', 'the route is limited to roles');
    if (route.rateLimited) expect('429', 'the route is rate limited');
    const params = op.parameters ?? [];
    if (op.requestBody || params.length > 0) expect('400', 'the route reads input');
    if (params.some((p) => p.in === 'path')) expect('404', 'the route names a record');
    expect('500', 'every route');
    expect('503', 'every route');
  }
  for (const id of facts.keys()) problems.push(`${id}: a route missing from the document`);
  return problems;
}

describe('The OpenAPI document', () => {
  let document: OpenAPIObject;
  let controllers: Type[];

  beforeAll(async () => {
    ({ document, controllers } = await describeApi());
  });

  it('is a valid OpenAPI document', async () => {
    // The parser resolves references in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.openapi).toMatch(/^3\./);
  });

  it('describes every operation: summary, success schema, and the errors each route can give', () => {
    expect(operations(document).length).toBeGreaterThan(40);
    expect(problemsOf(document, controllers)).toEqual([]);
  });

  it('describes the one error body, with its stable code and field details', () => {
    const schemas = document.components!.schemas as Record<string, Schema>;
    const error = schemas.ErrorResponseDto;
    expect(error.required).toEqual(
      expect.arrayContaining(['statusCode', 'error', 'code', 'message']),
    );
    expect(error.required).not.toContain('details');
    expect(error.properties!.details).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/FieldErrorDto' },
    });
    expect(schemas.FieldErrorDto.required).toEqual(['field', 'message']);
  });

  it('lists the allowed values of the search parameters', () => {
    const params = (document.paths['/api/properties'].get as unknown as Operation)
      .parameters as unknown as { name: string; schema: { enum?: string[]; type?: string } }[];
    const byName = Object.fromEntries(params.map((p) => [p.name, p.schema]));
    expect(byName.sortBy.enum).toEqual(['newest', 'price-low', 'price-high', 'bedrooms']);
    expect(byName.propertyType.enum).toEqual(
      expect.arrayContaining(['all', 'apartment', 'duplex']),
    );
    expect(byName.status.enum).toEqual([
      'all',
      'available',
      'under_contract',
      'rented',
      'inactive',
    ]);
    expect(byName.minPrice.type).toBe('integer');
  });

  it('flags a route that describes nothing', async () => {
    @Controller('gadgets')
    class GadgetsController {
      @Roles('admin')
      @Get(':id')
      get(@Param('id') id: string) {
        return { id };
      }
    }
    @Module({ controllers: [GadgetsController] })
    class GadgetsModule {}

    const app = await NestFactory.create(GadgetsModule, new FastifyAdapter(), {
      preview: true,
      logger: false,
    });
    app.setGlobalPrefix('api');
    const bare = createOpenApiDocument(app);
    await app.close();
    expect(problemsOf(bare, [GadgetsController])).toEqual([
      'GET /api/gadgets/{id}: no summary (@ApiOperation({ summary }))',
      'GET /api/gadgets/{id}: no 2xx response',
      'GET /api/gadgets/{id}: 400 not documented (the route reads input): @ApiErrors(400)',
      'GET /api/gadgets/{id}: 404 not documented (the route names a record): @ApiErrors(404)',
    ]);
  });
});
