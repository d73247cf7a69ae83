import { buildOpenApiDocument } from '@huerta/contracts';
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import Fastify, { type HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT, MAX_BATCH_CALLS, WEBHOOK_BODY_LIMIT } from './platform/http/request-gate';
import { openapiRoutes } from './openapi-route';
import { ContractViolation, createContractCheck, withContractCheck } from './test/contract-check';
import { createTestApp } from './test/helpers';

const { app } = await createTestApp();
await app.ready();
const doc = buildOpenApiDocument();

// OpenAPI's `{pedido}` is Fastify's `:pedido`.
const documented = Object.entries(doc.paths).flatMap(([url, item]) => Object.keys(item).map((m) => ({ method: m.toUpperCase() as HTTPMethods, url: url.replace(/\{(\w+)\}/g, ':$1') })));

/**
 * Every route Fastify serves, as `METHOD /path`, read from `printRoutes`' tree: each line is a
 * fragment of the path below its parent (indented 4 characters per level), with its methods.
 */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the OpenAPI document and the routes Fastify serves', () => {
  it('reads the route tree (sanity check of the parser)', () => {
    const routes = registeredRoutes();
    expect(routes).toContain('GET /api/productos');
    expect(routes).toContain('POST /api/stripe/webhook');
    expect(routes).toContain('PATCH /api/mi-cuenta');
  });

  it.each(documented)('serves the documented $method $url', ({ method, url }) => {
    expect(app.hasRoute({ method, url }), `${method} ${url} is in the OpenAPI document but Fastify does not serve it`).toBe(true);
  });

  it('states the limits the server enforces', () => {
    const bodyLimits = Object.fromEntries(
      Object.entries(doc.paths).flatMap(([url, item]) => Object.entries(item).flatMap(([m, op]) => (op.requestBody ? [[`${m.toUpperCase()} ${url}`, op.requestBody['x-body-limit-bytes']]] : []))),
    );
    const { 'POST /api/stripe/webhook': webhook, ...json } = bodyLimits;
    expect(webhook).toBe(WEBHOOK_BODY_LIMIT);
    expect(new Set(Object.values(json))).toEqual(new Set([BODY_LIMIT]));
    expect(doc.info['x-max-batch-calls']).toBe(MAX_BATCH_CALLS);
  });

  it('documents every /api route it serves', () => {
    const served = registeredRoutes().filter((r) => / \/api(\/|$)/.test(r) && !r.startsWith('HEAD '));
    const undocumented = served.filter((r) => !documented.some((d) => `${d.method} ${d.url}` === r));
    expect(undocumented, 'routes Fastify serves that the OpenAPI document lacks').toEqual([]);
  });
});

describe('the schemas of the document', () => {
  it.each(Object.entries(doc.components.schemas))('%s is a valid JSON Schema 2020-12 that strict Ajv compiles', (name, schema) => {
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText()}`).toBe(true);
    expect(() => ajv.compile(schema)).not.toThrow();
  });
});

describe('GET /api/openapi.json', () => {
  it('answers the document, cacheable for 5 minutes, and it passes its own contract check', async () => {
    const bare = Fastify();
    openapiRoutes(bare);
    const res = await bare.inject({ method: 'GET', url: '/api/openapi.json' });
    await bare.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual(doc);
    expect(() => createContractCheck()({ method: 'GET', url: '/api/openapi.json' }, res)).not.toThrow();
  });

  it('is byte for byte the committed document (conformance/openapi.json): a change of the contract is a change of that file, made on purpose', async () => {
    const bare = Fastify();
    openapiRoutes(bare);
    const res = await bare.inject({ method: 'GET', url: '/api/openapi.json' });
    await bare.close();
    expect(res.body).toBe(readFileSync(new URL('./conformance/openapi.json', import.meta.url), 'utf8'));
  });
});

describe('the contract check', () => {
  const check = createContractCheck(doc);
  const json = (statusCode: number, body: unknown) => ({ statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
  const order = { id: 1, estado: 'pendiente_pago', subtotal: 10, envio: 0, total: 10, moneda: 'MXN', creado: '2026-01-01T00:00:00Z', lineas: [], codigo_postal: '22800', zona: 'Ensenada', dia_entrega: '2026-01-02', ventana: 'Mañana (9:00 a 13:00)', nota: null, factura: null, reembolso: null, impuestos: [], pago: { metodo: 'tarjeta', oxxo: null, spei: null, pendiente: null, por_cobrar: null, vence: null }, total_final: null, lista_precios: null };

  it('accepts answers the document describes', () => {
    check({ method: 'POST', url: '/api/crear-pedido' }, json(201, { success: true, message: 'ok', data: 'pi_1_secret_2', pedido: order }));
    check({ method: 'POST', url: '/api/login' }, json(429, { success: false, message: 'Demasiados intentos.' }));
    check({ method: 'GET', url: '/api/productos?x=1' }, json(500, { success: false, data: [], response: 'Error.' }));
    check({ method: 'GET', url: '/api/no-existe' }, json(404, { success: false, message: 'Ruta no encontrada.' }));
    // Not checked: HEAD, 304, non-JSON bodies and paths outside /api.
    check({ method: 'HEAD', url: '/api/productos' }, json(200, 'nada'));
    check({ method: 'GET', url: '/api/productos' }, { statusCode: 304, headers: {}, body: '' });
    check({ method: 'GET', url: '/tienda' }, { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<html>' });
  });

  it.each([
    ['a body missing a field', { method: 'POST', url: '/api/crear-pedido' }, json(201, { success: true, message: 'ok', data: 'pi_1_secret_2' }), /POST \/api\/crear-pedido answered 201: .*CreateOrderResponse: body must have required property 'pedido'/],
    ['a field of the wrong type', { method: 'GET', url: '/api/mis-pedidos' }, json(200, { success: true, data: [{ ...order, total: '10' }] }), /GET \/api\/mis-pedidos answered 200: .*body\/data\/0\/total must be number/],
    ['a field the schema does not have', { method: 'GET', url: '/api/mi-cuenta' }, json(200, { success: true, data: { id: 1, nombre_completo: 'A', email: 'a@b.mx', telefono: null, direccion: null, direccion_facturacion: null, password_hash: 'x' } }), /must NOT have additional properties/],
    ['a 429 in another shape', { method: 'POST', url: '/api/login' }, json(429, { statusCode: 429, error: 'Too Many Requests', message: 'x' }), /POST \/api\/login answered 429: .*ErrorEnvelope/],
    ['a list error in the action envelope', { method: 'GET', url: '/api/categorias' }, json(500, { success: false, message: 'x' }), /ListErrorEnvelope/],
    ['an undocumented status', { method: 'POST', url: '/api/pago-prueba' }, json(418, { success: false, message: 'x' }), /status 418 is not documented for this operation/],
    ['an undocumented route answering 200', { method: 'DELETE', url: '/api/productos' }, json(200, { success: true }), /DELETE \/api\/productos is not in the document/],
    ['an unknown path answering 404 in another shape', { method: 'GET', url: '/api/no-existe' }, json(404, { error: 'Not Found' }), /answered 404: .*ErrorEnvelope/],
    ['a body of the wrong type', { method: 'GET', url: '/api/health' }, json(200, 'ok'), /GET \/api\/health answered 200: .*Health: body must be object/],
    ['a JSON content type with a body that is not JSON', { method: 'GET', url: '/api/health' }, { ...json(200, {}), body: '{"status":' }, /GET \/api\/health answered 200: the body is not valid JSON/],
  ] as const)('rejects %s, naming method, path, status and the schema error', (_name, request, response, message) => {
    expect(() => check(request, response)).toThrow(ContractViolation);
    expect(() => check(request, response)).toThrow(message);
  });

  it('makes the awaited app.inject of a test reject with the violation', async () => {
    const bare = withContractCheck(Fastify());
    bare.get('/api/health', async () => ({ status: 'ok', db: 'roto' }));
    await expect(bare.inject({ method: 'GET', url: '/api/health' })).rejects.toThrow(/GET \/api\/health answered 200: .*body\/db must be equal to one of the allowed values/);
    await expect(bare.inject('/api/health')).rejects.toThrow(ContractViolation);
    await bare.close();
  });
});
