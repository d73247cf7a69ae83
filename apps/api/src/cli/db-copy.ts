// `pnpm db:copy --from file:./data/huerta.db --to postgres://…`: moves a shop's data between engines
// (copy.ts). The source is only read (after its pending migrations); the target is migrated and must be empty.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startupFailure } from '../platform/startup-failure';
import { copyDatabase } from '../platform/db/copy';
import { parseDatabaseUrl } from '../platform/db/open';
import { openDatabase } from '../schema';

try {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from || !values.to) throw new Error('Uso: pnpm db:copy --from <DATABASE_URL de origen> --to <DATABASE_URL de destino>');
  const source = parseDatabaseUrl(values.from);
  parseDatabaseUrl(values.to);
  if (values.from === values.to) throw new Error('El origen y el destino son la misma base de datos.');
  if (source.engine === 'sqlite' && !existsSync(source.path)) throw new Error(`No existe el archivo de origen ${source.path}.`);
  // Both are brought to the latest migration, so their columns match.
  const from = await openDatabase(values.from);
  const to = await openDatabase(values.to);
  try {
    const copied = await copyDatabase(from, to);
    for (const [table, rows] of Object.entries(copied)) console.warn(`${table.padEnd(22)} ${rows}`);
    console.warn(`Copia terminada: ${from.engine} → ${to.engine}.`);
  } finally {
    await from.close();
    await to.close();
  }
} catch (err) {
  startupFailure(err, 'No se pudo copiar');
}
