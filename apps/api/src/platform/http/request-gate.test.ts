import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { chunks, rawRequest } from '../../test/raw-client';
import { createTestApp } from '../../test/helpers';

// A real socket: what matters here is what the server reads and how long it keeps the connection.
async function listening(env: Record<string, string> = {}) {
  const { app } = await createTestApp(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}
// The refusals run with the shop's own timeouts: with the slow-client test's 1.5 s, a CI machine busy with
// every other suite once took longer than that to read the first 64 KB, and answered 408 instead of 413.
const { app, port } = await listening();
const MB = 1024 * 1024;

const head = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
const body = (text: string) => text.slice(text.indexOf('\r\n\r\n') + 4);
const chunked = function* (count: number, size: number) {
  for (const c of chunks(count, size)) yield Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), c, Buffer.from('\r\n')]);
};

describe('bodies are refused before they are read', () => {
  it('answers a 48 MB multipart upload to tRPC with 415 at once and closes the connection', async () => {
    const res = await rawRequest({
      port,
      head: head('/trpc/order.confirm', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 48 * MB }),
      body: chunks(48, MB),
      timeoutMs: 5_000,
    });
    expect(res.status).toBe(415);
    expect(JSON.parse(body(res.text))).toEqual({ success: false, message: 'Tipo de contenido no admitido: envía JSON.' });
    // What the client had handed its own socket buffers (a few MB on loopback), not what the server read.
    expect(res.bodyBytesWhenAnswered).toBeLessThan(16 * MB);
    expect(res.closedByServer).toBe(true);
  });

  it('refuses every non-JSON body on REST too, and a declared length over 64 KB with 413', async () => {
    const form = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'usuario=a&password=b' });
    expect(form.statusCode).toBe(415);
    const declared = await rawRequest({ port, head: head('/api/login', { 'content-type': 'application/json', 'content-length': 50_000_000 }), timeoutMs: 5_000 });
    expect(declared.status).toBe(413);
    expect(JSON.parse(body(declared.text)).message).toBe('La petición es demasiado grande.');
    expect(declared.closedByServer).toBe(true);
  });

  it('stops reading a chunked JSON body at 64 KB (413) on REST and tRPC', async () => {
    for (const path of ['/api/login', '/trpc/account.login']) {
      const res = await rawRequest({ port, head: head(path, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }), body: chunked(48 * 16, 64 * 1024), timeoutMs: 5_000 });
      expect(res.status).toBe(413);
      expect(res.bodyBytesWhenAnswered).toBeLessThan(16 * MB);
      expect(res.closedByServer).toBe(true);
    }
  });

  it('answers a stranger uploading a 2 MB catalogue import with 401 at once, and closes instead of reading the rest', async () => {
    // A slow uploader (64 KB every 20 ms): the answer comes before the body, which is never read, and the
    // connection is closed — lingering, so the client mid-upload still reads the 401 rather than a reset.
    const res = await rawRequest({
      port,
      head: head('/admin/importar/productos.csv?aplicar=1', { 'content-type': 'text/csv', 'content-length': 2 * MB - 10, origin: new URL(app.services.config.publicUrl).origin }),
      body: chunks(31, 64 * 1024),
      delayMs: 20,
      timeoutMs: 4_000,
    });
    expect(res.status).toBe(401);
    expect(res.closedByServer).toBe(true);
    expect(res.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(res.bodyBytesWhenAnswered).toBeLessThan(MB);
    expect(JSON.parse(body(res.text))).toEqual({ success: false, message: 'Inicia sesión en el panel para continuar.' });
  });

  it('still takes JSON, and the webhook its raw body up to its own limit', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { usuario: 'a@example.mx', password: 'x' } })).statusCode).toBe(401);
    const big = await app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(300 * 1024) });
    expect(big.statusCode).toBe(413);
  });
});

describe('tRPC batches are bounded', () => {
  const lists = ['catalog.products', 'catalog.categories', 'catalog.promotions', 'catalog.slides', 'catalog.articles'];
  it('refuses more than 8 calls, or a list asked twice, with 400 and a small answer', async () => {
    const many = await app.inject({ url: `/trpc/${Array(9).fill('catalog.article').join(',')}?batch=1&input=%7B%7D` });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Demasiadas llamadas en un solo lote (máximo 8).');
    // The attack seen: a 15 KB URL repeating the product list (answered 9.8 MB before).
    const repeated = await fetch(`http://127.0.0.1:${port}/trpc/${Array(880).fill('catalog.products').join(',')}?batch=1`);
    expect(repeated.status).toBe(400);
    expect((await repeated.text()).length).toBeLessThan(200);
    const twice = await app.inject({ url: '/trpc/catalog.products,catalog.products?batch=1' });
    expect(twice.json().message).toBe('Un lote no puede pedir la misma lista dos veces.');
  });
  it('answers what the storefront batches', async () => {
    const res = await app.inject({ url: `/trpc/${lists.join(',')}?batch=1&input=%7B%7D` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
  });
});

describe('slow clients are dropped within the request timeout', async () => {
  const { port } = await listening({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '700' });
  it('drops a body trickled one byte at a time at REQUEST_TIMEOUT_MS (1.5 s here)', async () => {
    const res = await rawRequest({
      port,
      head: head('/api/login', { 'content-type': 'application/json', 'content-length': 1000 }),
      body: chunks(1000, 1, ' '),
      delayMs: 100,
      timeoutMs: 10_000,
    });
    expect(res.closedByServer).toBe(true);
    expect(res.heldMs).toBeLessThan(1500 + 1000);
    expect([408, null]).toContain(res.status);
  });
  it('drops headers that never finish, and a connection that sends nothing, at HEADERS_TIMEOUT_MS (0.7 s here)', async () => {
    const [partial, silent] = await Promise.all([
      rawRequest({ port, head: 'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', body: chunks(200, 1, 'a'), delayMs: 100, timeoutMs: 10_000 }),
      rawRequest({ port, head: '', timeoutMs: 10_000 }),
    ]);
    for (const res of [partial, silent]) {
      expect(res.closedByServer).toBe(true);
      expect(res.heldMs).toBeLessThan(700 + 1000);
    }
  });
});
