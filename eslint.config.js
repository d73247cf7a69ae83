// One lint configuration for every workspace (ESLint finds it by walking up from each package).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import huerta from './eslint-local-rules.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/routeTree.gen.ts', '**/.tanstack/**', 'bench/lighthouse/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A classic script the server writes into rendered pages as it is (public/first-paint.js): the browser's globals.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { document: 'readonly', window: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' } },
    // Minified by hand, and counted in the home page's JavaScript budget: `a && f()` and `c ? f() : g()` as
    // statements are the bytes it saves.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps a side-effect import of the whole module (it pulled zod into the first bundle).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Stored text is never a replacement string (eslint-local-rules.js); tests build their own strings.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { huerta },
    rules: { 'huerta/no-text-as-replacement': 'error' },
  },
  {
    // The data layer's builders are awaited on both engines; the sync-only `.get()`, `.all()` and `.run()`
    // of better-sqlite3 do not exist on PostgreSQL (platform/db/database.ts).
    files: ['apps/api/src/**/*.ts'],
    plugins: { huerta },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Every query is a promise now: one not awaited runs after the request (or the test) moved on.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async handler hands its reply back, or a compressed body is answered empty (eslint-local-rules.js).
      'huerta/return-reply-send': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[arguments.length=0] > MemberExpression.callee[property.name=/^(get|all|run)$/]',
          message: 'Await the query builder (both engines) instead of the SQLite-only .get()/.all()/.run().',
        },
      ],
    },
  },
  {
    // The SQLite driver under the data layer is where better-sqlite3's own sync calls belong.
    files: ['apps/api/src/platform/db/sqlite.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts', 'apps/admin/**/*.tsx', 'apps/admin/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**', 'e2e/**', 'cluster/**'],
    rules: { 'no-console': 'off' },
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', Buffer: 'readonly' } },
  },
);
