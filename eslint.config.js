import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One lint configuration for the whole repository (`npm run lint` = ESLint, then Prettier's check).
 * Biome would be one tool, but its per-platform binaries are missing from this registry mirror, which
 * leaves package-lock.json without them and makes `npm ci` refuse it; ESLint and Prettier are plain
 * JavaScript.
 */
export default defineConfig([
  globalIgnores(['**/dist/**', '**/node_modules/**', 'bench-results/**', 'test-results/**']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Kysely<any> is the way to query tables that are made at run time (read-model generations)
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  prettier,
]);
