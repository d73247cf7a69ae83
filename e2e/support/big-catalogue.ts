import Database from 'better-sqlite3';
import { join } from 'node:path';
import { startServer, type RunningServer } from './server';

/**
 * A shop with `total` products, as a real grocer's catalogue: the seed's products copied as further
 * lots (new ids and names, same categories, prices and images), written before the server that
 * serves them starts, so its cached catalogue holds them all.
 */
export async function startBigShop(total: number): Promise<RunningServer> {
  const first = await startServer();
  await first.stop(true);
  const db = new Database(join(first.dir, 'huerta.db'));
  const seed = db.prepare('select * from productos order by id').all() as Record<string, unknown>[];
  const insert = db.prepare(
    'insert into productos (id, nombre, categoria_id, precio_centavos, cantidad, descuento, img_url, fecha_vig_inicio, fecha_vig_fin) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = seed.length; i < total; i++) {
      const p = seed[i % seed.length]!;
      const lot = Math.floor(i / seed.length) + 1;
      insert.run(100_000 + i, `${p.nombre as string} lote ${lot}`, p.categoria_id, p.precio_centavos, p.cantidad, p.descuento, p.img_url, p.fecha_vig_inicio, p.fecha_vig_fin);
    }
  })();
  db.close();
  return startServer({ DATABASE_URL: `file:${join(first.dir, 'huerta.db')}` });
}
