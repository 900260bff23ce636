// Writes src/api/schema.ts: TypeScript types generated from the API's own OpenAPI document
// (built by api/dist/src/openapi-export.js without a database). `--check` writes nothing and
// fails when the committed file differs from what the API describes now.
// Run through the root scripts `npm run api-types` and `npm run api-types:check`.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { writeGenerated } from '../../scripts/generated-file.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const target = resolve(here, '../src/api/schema.ts');
const exporter = resolve(here, '../../api/dist/src/openapi-export.js');

const json = execFileSync(process.execPath, [exporter], {
  cwd: resolve(here, '../../api'),
  encoding: 'utf8',
  maxBuffer: 32 * 1024 * 1024,
});
// A default does not make a field required in a request: the server fills it in.
const ast = await openapiTS(JSON.parse(json), { defaultNonNullable: false });
const banner =
  "/**\n * Generated from the API's OpenAPI document by `npm run api-types`. Do not edit by hand.\n */\n";
await writeGenerated(
  target,
  'web-public/src/api/schema.ts',
  banner + astToString(ast),
  'the API changed',
);
