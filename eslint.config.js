import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // to NOT NULL columns.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config/**'],
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
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
