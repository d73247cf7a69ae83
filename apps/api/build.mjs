// Bundles the server into dist/server.js. Workspace packages (the TypeScript contracts) and the pure-JavaScript
// dependencies every start loads are inlined, tree-shaken and minified: as 1,100 separate ES modules (drizzle-orm
// alone 609) each kept its source and module record for the life of the process, 4 MB of the server's resident
// memory (issue 48). Native modules (better-sqlite3, argon2, sharp) and the large ones loaded only when used
// (stripe, pdfkit, pg …) stay external and load from node_modules as usual.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const inline = new Set([
  'drizzle-orm', 'zod', 'jose', '@trpc/server', 'csv-parse', '@nodecfdi/rfc', 'p-limit', 'otpauth', 'fflate', 'cookie', '@lingui/core', '@lingui/message-utils',
]);
const external = Object.entries(pkg.dependencies)
  .filter(([name, version]) => !String(version).startsWith('workspace:') && !inline.has(name))
  .map(([name]) => name);

const result = await build({
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
  minify: true,
  keepNames: true,
  // The inlined packages' licence comments, gathered beside each file (dist/*.LEGAL.txt).
  legalComments: 'external',
  charset: 'ascii',
  external,
  logLevel: 'warning',
  write: false,
});

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  // Regex literals keep their characters even with charset ascii; above U+00FF one of them makes V8 hold the
  // whole file at two bytes a character for as long as the process runs. The escape means the same character.
  writeFileSync(file.path, file.path.endsWith('.js') ? file.text.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : file.contents);
}
