// Lint for the site's own code (config, theme, plugins, tests). Markdown content is checked by tests/checks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/tmp/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      // unused code is dead code; a leading underscore marks an intentionally unused argument
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', ignoreRestSiblings: true}],
    },
  },
  {
    files: ['src/features/offline/images.js'],
    languageOptions: {
      globals: {self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', URL: 'readonly'},
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {globals: globals.node},
  },
  {
    // the benchmark also runs functions inside the page (page.evaluate)
    files: ['scripts/bench.ts', 'scripts/bench/*.ts', 'scripts/bench-search.ts'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
);
