import 'reflect-metadata';
import { buildOpenApiDocument } from './openapi.js';

/** Prints the API's OpenAPI document as JSON (see `npm run api-types` at the root). */
const document = await buildOpenApiDocument();
process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
