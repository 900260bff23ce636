/** Jest runs the TypeScript sources as ES modules through swc (see TOOLCHAIN notes in the README). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

/**
 * ES-module-only packages that CommonJS dependencies require (Node 20.19+ loads them natively,
 * jest does not): compiled to CommonJS for the tests.
 */
const ESM_REQUIRED_BY_CJS = ['content-disposition'];
const swcCommonJs = [swc[0], { ...swc[1], module: { type: 'commonjs' } }];

export default {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': swc,
    [`/node_modules/(?:.*/)?(?:${ESM_REQUIRED_BY_CJS.join('|')})/.+\\.js$`]: swcCommonJs,
  },
  transformIgnorePatterns: [`/node_modules/(?!(?:.*/)?(?:${ESM_REQUIRED_BY_CJS.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // Two files at a time, each with its own database, Redis prefix and app: one file alone
  // leaves a 2-core machine half idle (it waits on PostgreSQL, Redis and timers); the whole
  // suite takes 230 s instead of 545 s there. More would mostly add PostgreSQL connections.
  maxWorkers: 2,
  // Each file loads the whole app into the worker's module registry, and a worker keeps some
  // of it: past this much it is replaced before its next file, rather than slowing every file
  // after with garbage collection.
  workerIdleMemoryLimit: '1GB',
  testTimeout: 30_000,
};
