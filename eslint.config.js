// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES_DIR = 'src/web/features';
const features = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** Import boundaries (docs/decisions/006-layers-and-boundaries.md). */
const boundaries = [
  {
    files: ['src/content/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'content and domain are pure: no server or web imports.' },
            { group: ['react', 'react-*', 'node:*', 'pg', 'drizzle-orm*', 'hono*'], message: 'content and domain are pure: no React and no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    ignores: [`${FEATURES_DIR}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', 'pg', 'drizzle-orm*', 'better-auth/node'], message: 'The web app never imports server code.' }] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`${FEATURES_DIR}/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', 'pg', 'drizzle-orm*'], message: 'The web app never imports server code.' },
            {
              group: features.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
              message: 'Features do not import each other: move shared code to src/web/components or src/web/lib.',
            },
          ].filter((pattern) => pattern.group.length > 0),
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Tests may assert presence with `!` after checking it.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'src/server/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
);
