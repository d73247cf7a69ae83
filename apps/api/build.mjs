// Bundles the server into dist/server.js. Workspace packages (the TypeScript contracts) are
// inlined; every npm dependency stays external so native modules such as better-sqlite3 load as usual.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.entries(pkg.dependencies)
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .map(([name]) => name);

await build({
  entryPoints: { server: 'src/server.ts', 'seed-cli': 'src/cli/seed.ts', 'migrate-cli': 'src/cli/migrate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Each database engine's code is its own chunk, loaded only by a shop that uses it (platform/db/open.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
