/**
 * The map of the house, kept by dependency-cruiser in `pnpm lint` (`pnpm walls`).
 *
 *   apps/api/src/
 *     server.ts app.ts config.ts services.ts   composition: builds the app from the modules' index.ts and faces
 *     trpc/ admin-router.ts                     the tRPC setups and the two root routers, composed from the modules' routers
 *     platform/                                 what is not a domain (db engines, http gate, errors, jwt, limits, clock…)
 *     modules/<capability>/                     one domain each; others see only its index.ts
 *     schema/                                   the tables of every module, composed per dialect for drizzle
 *     cli/ seed/ conformance/ test/             command-line entries, demo data, the REST contract from outside, test helpers
 *   apps/web/src, apps/admin/src                the two browser apps: @huerta/contracts, and only the API's types
 *   packages/contracts/src/<capability>/        zod schemas and shared rules, imported by all, importing none of them
 *
 * Tests may reach inside any module to set up what they check; production code may not.
 */
const api = '^apps/api/src/';
const tests = ['\\.test\\.tsx?$', `${api}test/`];

module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      comment: 'A module reaches another only through its index.ts (its public surface).',
      severity: 'error',
      from: { path: `${api}modules/([^/]+)/`, pathNot: tests },
      to: { path: `${api}modules/[^/]+/`, pathNot: [`${api}modules/$1/`, `${api}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'composition-through-index-and-faces',
      comment:
        'The composition sees a module through its index.ts, and mounts its faces: router.ts, admin-router.ts, ' +
        'rest.ts, *-rest.ts. Faces are kept out of index.ts so that services never load the tRPC and HTTP layer.',
      severity: 'error',
      from: { path: api, pathNot: [`${api}modules/`, `${api}schema/`, ...tests] },
      to: { path: `${api}modules/[^/]+/`, pathNot: `${api}modules/[^/]+/(index|router|admin-router|rest|[a-z-]+-rest)\\.ts$` },
    },
    {
      name: 'schema-reads-tables',
      comment: 'src/schema/ composes every module\'s tables.ts for drizzle, and nothing else of a module.',
      severity: 'error',
      from: { path: `${api}schema/`, pathNot: tests },
      to: { path: `${api}modules/[^/]+/`, pathNot: `${api}modules/[^/]+/tables\\.ts$` },
    },
    {
      name: 'tables-stand-alone',
      comment: 'A module declares its tables with the column kit alone; another module\'s columns are handed in.',
      severity: 'error',
      from: { path: `${api}modules/[^/]+/tables\\.ts$` },
      to: { path: api, pathNot: `${api}platform/db/table-kit\\.ts$` },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'platform/ is what every module stands on: it imports no module and not the composition.',
      severity: 'error',
      from: { path: `${api}platform/`, pathNot: tests },
      to: { path: api, pathNot: `${api}platform/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'apps-only-api-types',
      comment: 'The browser apps import the API only as types (type AppRouter / AdminRouter): no server code in a bundle.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/', pathNot: tests },
      to: { path: '^apps/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'apps-apart',
      comment: 'The storefront and the back office share code through packages, never by reaching into each other.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/' },
      to: { path: '^apps/(web|admin)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'The contracts are imported by every app and import none of them.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-cycles',
      comment:
        'No import cycle, not even a type-only one: the modules form layers, each using only those below ' +
        '(catalog, images, mail · settings, seo · business, contact, content, delivery, facturas, staff · accounts · payments · weighing · orders · drivers, standing, margins).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // Paths in the rules are from the repository's root, whichever package runs the check.
    baseDir: __dirname,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'dist/', '\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
