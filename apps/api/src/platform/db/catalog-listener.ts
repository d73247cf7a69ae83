import pg from 'pg';
import type { DataVersion } from './database';

const RETRY_MS = 500;

/**
 * The catalogue version as every process sees it: LISTEN on the channel the catalogue triggers notify
 * (migration 0001 of drizzle-pg), with the current version read after each (re)connection. While the
 * listening connection is down the version is unknown (null) — a change could be missed — and the
 * catalogue falls back to re-reading (catalog.ts); it reconnects by itself.
 */
export async function listenForCatalogChanges(url: string, pool: pg.Pool): Promise<DataVersion & { close(): Promise<void> }> {
  let version: number | null = null;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const readVersion = async () => {
    const { rows } = await pool.query<{ version: string }>('select version from catalogo_version where id = 1');
    return rows[0] ? Number(rows[0].version) : 0;
  };

  let started = false;
  const reconnectLater = () => {
    if (!closed && started) retry = setTimeout(() => void connect().catch(() => {}), RETRY_MS);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (client !== c) return;
      client = null;
      version = null;
      c.end().catch(() => {});
      reconnectLater();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      const v = Number(msg.payload);
      // Notifications of concurrent writers may arrive out of order: the version only moves forward.
      if (Number.isFinite(v) && version !== null && v > version) version = v;
    });
    try {
      await c.connect();
      await c.query('listen catalogo');
      client = c;
      version = await readVersion();
    } catch (err) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
      reconnectLater();
      throw err;
    }
  }

  await connect();
  started = true;
  return {
    current: () => version,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
