// One lint configuration for the whole monorepo: typescript-eslint type-checked everywhere,
// React hooks rules in web, and the web's one-way import boundary (lib/hooks -> components -> features -> app).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// The web's lower layers (lib, hooks, components, config) never reach up into features or app.
const notFeaturesOrApp = {
  group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
  message: 'lib and components must not depend on features or app.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Nest injects by emitted constructor metadata: type-only imports would erase the injection token.
    files: ['services/**/*.ts', 'shared/src/nest/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/components/**', 'web/src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [notFeaturesOrApp],
        },
      ],
    },
  },
  {
    // lib and hooks sit under the shared components (a component may use a hook, never the reverse),
    // so one rule object states both boundaries: a second one for the same files would replace it.
    files: ['web/src/lib/**', 'web/src/hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            notFeaturesOrApp,
            {
              group: ['@/components/*', '**/components/**'],
              message: 'lib and hooks must not depend on components; move what both need into lib or hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '**/app/**'], message: 'Features must not depend on the app layer.' },
            {
              group: ['@/features/*', '../../*/**', '../../../features/**'],
              message: 'Features do not import each other; move shared code to components or lib.',
            },
          ],
        },
      ],
    },
  },
);
