import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * web-public's feature boundaries: a feature is used only through its index.ts, so pages,
 * the shell and other features never reach into its files; shared code (api/, components/)
 * depends on no feature. Relative import paths are matched, so each feature gets its own rule.
 */
const FEATURES = readdirSync(new URL('./web-public/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const intoFeature = (names) => ({
  regex: `^(\\.\\./)+(features/)?(${names.join('|')})/.+`,
  message: 'Import a feature through its index (features/<name>), not its files.',
});
const boundaries = [
  ...FEATURES.map((own) => ({
    files: [`web-public/src/features/${own}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            intoFeature(FEATURES.filter((f) => f !== own)),
            {
              regex: '^(\\.\\./)+(app|pages)(/|$)',
              message: 'Features do not import the shell or pages.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web-public/src/{pages,app}/**/*.{ts,tsx}', 'web-public/src/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...intoFeature(FEATURES),
              regex: `^(\\./|(\\.\\./)+)features/(${FEATURES.join('|')})/.+`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web-public/src/{api,components}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app|pages)(/|$)',
              message: 'Shared code (api/, components/) depends on no feature, shell or page.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * web-public's component tests run the real API client and upload module against the fake
 * server (app/testServer.ts), where a call to a wrong path fails the test; a mock of either
 * would hide it. `pathPattern` matches the module as the test file names it.
 */
const noApiClientMock = (pathPattern) => [
  'error',
  {
    selector: `CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=${pathPattern}]`,
    message:
      'Answer the call on the fake server (app/testServer.ts) instead of mocking the API client.',
  },
];
const apiClientMocks = [
  {
    files: ['web-public/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': noApiClientMock('/api\\/(client|upload)(\\.[jt]s)?$/') },
  },
  {
    files: ['web-public/src/api/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': noApiClientMock('/(^\\.|api)\\/(client|upload)(\\.[jt]s)?$/'),
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/.data/**',
      'coverage/**',
      'e2e/screenshots/**',
      'bench/.results/**',
      'web-public/src/api/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Request DTOs say whether a field may be null: IsOptional and PartialType let null through
    // to NOT NULL columns. Environment variables (config/, <feature>.config.ts) are never null.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config/**', 'api/src/**/*.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message: 'Use Optional() or Nullable() from common/http/validators.',
            },
            {
              name: '@nestjs/swagger',
              importNames: ['PartialType'],
              message: 'Use PartialDto() from common/http/validators.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web-public/**/*.{ts,tsx,js}', 'web-admin/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaries,
  ...apiClientMocks,
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
