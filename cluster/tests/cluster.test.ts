import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, shopper } from '../support/call';
import { startCluster } from '../support/cluster';

// `pnpm cluster:check`: the same shop as several processes on PostgreSQL behind nginx, checked
// through the proxy and on each process directly (README "Scaling out").

let cluster: Awaited<ReturnType<typeof startCluster>>;
let a: string;
let b: string;
let proxy: string;
const report: string[] = [];

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.apis.map((s) => s.url) as [string, string];
  proxy = cluster.proxy.url;
});
afterAll(async () => {
  console.log(`[cluster]\n${report.join('\n')}`);
  await cluster?.stop();
});

// TRUST_PROXY=true: a direct call names its client address the way nginx does, so each check has its own.
const from = (address: string) => ({ 'x-forwarded-for': address });
/** Shopper n: through the proxy from their own address; directly, named in X-Forwarded-For. */
const asShopper = (base: string, n: number) => (base === proxy ? { from: shopper(n) } : { headers: from(shopper(n).replace('127.1.', '10.1.')) });
const customer = { nombre: 'Hotel Coral', direccion: 'Blvd. Costero 100, Ensenada', telefono: '646 123 4567', email: 'compras@hotelcoral.mx' };
const account = { nombre: 'Compras Hotel Coral', usuario: 'compras@hotelcoral.mx', password: 'huerta-segura-1' };

/** The catalogue's products sold by the piece: the seed sells some by weight, in steps with a minimum (issue 43). */
async function piecesOnSale(base: string) {
  return ((await call(base, '/api/productos')).body.data as { id: number; venta?: unknown }[]).filter((p) => !p.venta);
}

describe('two API processes on one PostgreSQL behind nginx', () => {
  it('answers from both processes through the proxy with the committed config', async () => {
    expect(cluster.proxy.config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    for (const base of [a, b, proxy]) expect((await call(base, '/api/health')).body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('accepts a login made on one process on the other, directly and through the proxy', async () => {
    expect((await call(a, '/api/registrar', { method: 'POST', body: account, headers: from('10.0.1.1') })).status).toBe(201);
    const login = await call(a, '/api/login', { method: 'POST', body: { usuario: account.usuario, password: account.password }, headers: from('10.0.1.2') });
    const jwt = (login.body.data as { jwt: string }).jwt;
    for (const base of [b, proxy]) expect((await call(base, '/api/mis-pedidos', { headers: { authorization: `Bearer ${jwt}` } })).status).toBe(200);
  });

  it('a password reset on one process rejects the old session on the other', async () => {
    const login = await call(b, '/api/login', { method: 'POST', body: { usuario: account.usuario, password: account.password }, headers: from('10.0.2.1') });
    const jwt = (login.body.data as { jwt: string }).jwt;
    await call(a, '/api/forgot-password', { method: 'POST', body: { email: account.usuario }, headers: from('10.0.2.2') });
    const { rows } = await cluster.db.query<{ texto: string }>("select texto from correos where tipo = 'restablecer' order by id desc limit 1");
    const token = /token=([\w-]+)/.exec(rows[0]!.texto)![1];
    expect((await call(a, '/api/reset-password', { method: 'POST', body: { token, password: 'nueva-clave-segura-2' }, headers: from('10.0.2.3') })).status).toBe(200);
    expect((await call(b, '/api/mis-pedidos', { headers: { authorization: `Bearer ${jwt}` } })).status).toBe(401);
    expect((await call(proxy, '/api/mis-pedidos', { headers: { authorization: `Bearer ${jwt}` } })).status).toBe(401);
    account.password = 'nueva-clave-segura-2';
  });

  it('lets exactly N login attempts through across both processes (limit counted in PostgreSQL)', async () => {
    // Wrong passwords for one account from one address: 8 × RATE_LIMIT_MULTIPLIER 0.5 = 4.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(i % 2 ? b : a, '/api/login', { method: 'POST', body: { usuario: account.usuario, password: `incorrecta-${i}-xyz` }, headers: from('10.0.3.1') });
      statuses.push(res.status);
    }
    report.push(`login limit 4 across A/B alternating: ${statuses.join(' ')}`);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it('serves a catalogue change from every process within 1 s, new ETag and bytes', async () => {
    const before = await call(b, '/api/productos');
    const started = Date.now();
    // Written to the database as the back office will: the trigger bumps the version, NOTIFY tells every process.
    await cluster.db.query("update productos set nombre = 'Fresa de Maneadero (cluster)' where id = 3");
    const seenAt: Record<string, number> = {};
    while (Object.keys(seenAt).length < 3 && Date.now() - started < 1_000) {
      for (const [name, base] of [['A', a], ['B', b], ['proxy', proxy]] as const) {
        if (seenAt[name] !== undefined) continue;
        const res = await call(base, '/api/productos', { headers: { 'if-none-match': before.etag! } });
        if (res.status === 200 && (res.body.data as { id: number; nombre: string }[]).find((p) => p.id === 3)?.nombre === 'Fresa de Maneadero (cluster)') seenAt[name] = Date.now() - started;
      }
    }
    report.push(`catalogue change seen after (ms): ${JSON.stringify(seenAt)}`);
    expect(Object.keys(seenAt).sort()).toEqual(['A', 'B', 'proxy']);
    const after = await call(a, '/api/productos');
    expect(after.etag).not.toBe(before.etag);
    expect((await call(b, '/api/productos')).etag).toBe(after.etag);
  });

  it('writes 200 concurrent orders spread over both processes and the proxy, each with exact totals', async () => {
    const products = await piecesOnSale(a);
    const bases = [a, b, proxy];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(bases[i % 3]!, '/api/crear-pedido', {
          method: 'POST',
          body: { ...customer, productos: [{ id: products[i % 10]!.id, items: 1 + (i % 4) }, { id: products[10]!.id, items: 2 }] },
          ...asShopper(bases[i % 3]!, i),
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(201));
    const ids = answers.map((r) => (r.body.pedido as { id: number }).id);
    expect(new Set(ids).size).toBe(200);
    const { rows } = await cluster.db.query<{ id: number; subtotal: number; envio: number; total: number; lines: string; lineas: string }>(
      'select p.id, p.subtotal_centavos as subtotal, p.envio_centavos as envio, p.total_centavos as total, sum(l.total_linea_centavos) as lines, count(l.id) as lineas from pedidos p join pedido_lineas l on l.pedido_id = p.id where p.id = any($1) group by p.id',
      [ids],
    );
    expect(rows).toHaveLength(200);
    for (const row of rows) {
      expect(Number(row.lineas)).toBe(2);
      expect(Number(row.lines)).toBe(row.subtotal);
      expect(row.total).toBe(row.subtotal + row.envio);
      const answered = answers.find((r) => (r.body.pedido as { id: number }).id === row.id)!.body.pedido as { total: number };
      expect(Math.round(answered.total * 100)).toBe(row.total);
    }
  });

  it('20 concurrent confirmations of one order over both processes leave it paid once, with one e-mail', async () => {
    const products = await piecesOnSale(a);
    const created = await call(a, '/api/crear-pedido', { method: 'POST', body: { ...customer, email: 'confirmaciones@hotelcoral.mx', productos: [{ id: products[0]!.id, items: 2 }] } });
    const secret = created.body.data as string;
    const pedido = created.body.pedido as { id: number };
    const intent = secret.split('_secret_')[0]!;
    // Paid at the provider (the test provider's intent), not yet known to the shop: every confirmation races to record it.
    await cluster.db.query("update pagos_prueba set estado = 'succeeded' where id = $1", [intent]);
    const bases = [a, b, proxy];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(bases[i % 3]!, '/api/confirmar-pedido', { method: 'POST', body: { payment_intent: intent, payment_intent_client_secret: secret }, ...asShopper(bases[i % 3]!, 1000 + i) })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const order = await cluster.db.query<{ estado: string }>('select estado from pedidos where id = $1', [pedido.id]);
    expect(order.rows[0]!.estado).toBe('pagado');
    const mails = await cluster.db.query<{ para: string }>('select para from correos where asunto like $1', [`%#${pedido.id}%`]);
    expect(mails.rows.map((m) => m.para).sort()).toEqual(['confirmaciones@hotelcoral.mx', 'hola@huertabaja.mx']);
  });

  it('loses no acknowledged order when one process is killed with SIGKILL, and the proxy keeps serving', async () => {
    const products = await piecesOnSale(a);
    const acknowledged: number[] = [];
    const failures: number[] = [];
    let killedAt = 0;
    const afterKill: number[] = [];
    const deadline = Date.now() + 3_000;
    let n = 2000;
    const worker = async (w: number) => {
      while (Date.now() < deadline) {
        try {
          const res = await call(proxy, '/api/crear-pedido', { method: 'POST', body: { ...customer, email: `carga${w}@hotelcoral.mx`, productos: [{ id: products[w]!.id, items: 1 }] }, from: shopper(n++) });
          if (res.status === 201) {
            acknowledged.push((res.body.pedido as { id: number }).id);
            if (killedAt) afterKill.push(res.status);
          } else failures.push(res.status);
        } catch {
          failures.push(0);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await new Promise((r) => setTimeout(r, 1_000));
    killedAt = Date.now();
    await cluster.apis[1]!.kill();
    await load;
    const { rows } = await cluster.db.query<{ id: number }>('select id from pedidos where id = any($1)', [acknowledged]);
    report.push(`SIGKILL under load: ${acknowledged.length} orders acknowledged (${afterKill.length} after the kill), ${rows.length} found, failures ${JSON.stringify(failures)}`);
    expect(rows).toHaveLength(acknowledged.length);
    expect(afterKill.length).toBeGreaterThan(20);
    // At most the requests in flight on the killed process fail (8 workers); nginx sends the rest to A.
    expect(failures.length).toBeLessThanOrEqual(8);
    expect((await call(proxy, '/api/health')).status).toBe(200);
  });

  it('answers 503 on /api/health while PostgreSQL is down, a clean error envelope to requests, and recovers by itself', async () => {
    cluster.postgres.halt();
    try {
      const health = await call(a, '/api/health');
      expect(health).toMatchObject({ status: 503, body: { status: 'error', db: 'error' } });
      const order = await call(a, '/api/crear-pedido', { method: 'POST', body: { ...customer, productos: [{ id: 1, items: 1 }] }, headers: from('10.0.9.1') });
      expect([500, 503]).toContain(order.status);
      expect(order.body).toEqual({ success: false, message: expect.any(String) });
      report.push(`during the outage: health 503, crear-pedido ${order.status} «${String(order.body.message)}»`);
      expect(JSON.stringify(order.body)).not.toMatch(/ECONNREFUSED|postgres|select|insert|\bat\b.*\.js/i);
    } finally {
      cluster.postgres.resume();
    }
    const started = Date.now();
    while ((await call(a, '/api/health')).status !== 200 && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 200));
    report.push(`recovered ${Date.now() - started} ms after PostgreSQL came back`);
    expect((await call(a, '/api/health')).status).toBe(200);
    const products = await piecesOnSale(a);
    expect((await call(proxy, '/api/crear-pedido', { method: 'POST', body: { ...customer, productos: [{ id: products[0]!.id, items: 1 }] }, from: shopper(9000) })).status).toBe(201);
    // The catalogue listener reconnected: a change is seen again.
    await cluster.db.query("update productos set nombre = 'Fresa tras el corte' where id = 3");
    const until = Date.now() + 1_500;
    let nombre = '';
    while (Date.now() < until && nombre !== 'Fresa tras el corte') {
      nombre = ((await call(a, '/api/productos')).body.data as { id: number; nombre: string }[]).find((p) => p.id === 3)!.nombre;
    }
    expect(nombre).toBe('Fresa tras el corte');
  });
});
