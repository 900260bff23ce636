/**
 * Runs the API's TypeScript sources in a child process without a build, as jest does in its own
 * process: `node --import ./test/support/run-ts.mjs src/worker.ts`. Registers loader hooks that
 * compile each `.ts` file with swc (the options of `.swcrc`) and resolve `./x.js` to `./x.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

// Loader hooks run on a thread of their own, which loads this same file.
if (isMainThread) register(import.meta.url);

const {
  $schema: _schema,
  jsc,
  ...swcrc
} = JSON.parse(readFileSync(new URL('../../.swcrc', import.meta.url), 'utf8'));
// Paths are not rewritten here: the base folder is only needed by `nest build`.
delete jsc.baseUrl;
let swc;

export async function resolve(specifier, context, next) {
  if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js') && context.parentURL) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  swc ??= await import('@swc/core');
  const filename = fileURLToPath(url);
  const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
    ...swcrc,
    jsc,
    filename,
    sourceMaps: 'inline',
    swcrc: false,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
