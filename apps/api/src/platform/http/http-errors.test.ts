import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SHOP_BUSY } from '../errors';
import { GENERIC_ERROR, classifyError } from './http-errors';

// A "database" that accepts connections and never answers: node-postgres's pool gives up waiting for one,
// as it does when every real connection stays busy through a burst of orders.
const sockets: Socket[] = [];
const silent = createServer((socket) => void sockets.push(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const port = (silent.address() as { port: number }).port;
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('what a caller is told when the database is too busy', () => {
  it('answers 503 with a Spanish «try again», not an unexpected error, through drizzle as the services use it', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://x:y@127.0.0.1:${port}/huerta`, max: 1, connectionTimeoutMillis: 100 });
    pool.on('error', () => {});
    const db = drizzle(pool);
    // The one connection is taken (still connecting); the second query waits in the pool's queue until it gives up.
    const first = db.execute(sql`select 1`).catch((e: unknown) => e);
    const error = await db.execute(sql`select 2`).catch((e: unknown) => e);
    expect(classifyError(error)).toEqual({ status: 503, message: SHOP_BUSY });
    // A database that cannot be reached at all is not a crowd: still the unexpected error.
    expect(classifyError(await first)).toEqual({ status: 500, message: GENERIC_ERROR });
    await pool.end().catch(() => undefined);
  });

  it('keeps anything else an unexpected error with the generic message', () => {
    expect(classifyError(new Error('relation "pedidos" does not exist'))).toEqual({ status: 500, message: GENERIC_ERROR });
  });
});
