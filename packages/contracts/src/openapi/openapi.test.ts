import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOrderInputSchema } from '../orders';
import { buildOpenApiDocument, JSON_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES, type OpenApiOperation } from './openapi';
import { COMPONENTS } from './openapi-paths';

/** The paths table of API.md, plus the operations added since (reanudar-pago, cancelar-pedido, verificar-correo, openapi.json). */
const DOCUMENTED = [
  'GET /api/productos',
  'GET /api/promocionesActive',
  'GET /api/categorias',
  'GET /api/articulos-blog',
  'GET /api/carouselActive',
  'POST /api/send-contact',
  'POST /api/login',
  'POST /api/registrar',
  'POST /api/crear-pedido',
  'POST /api/confirmar-pedido',
  'GET /api/config',
  'POST /api/pago-prueba',
  'POST /api/stripe/webhook',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/mis-pedidos',
  'GET /api/mis-pedidos/{pedido}/factura/{archivo}',
  'GET /api/health',
  'GET /api/mi-cuenta',
  'PATCH /api/mi-cuenta',
  'POST /api/reanudar-pago',
  'POST /api/cancelar-pedido',
  'POST /api/verificar-correo/solicitar',
  'POST /api/verificar-correo',
  'GET /api/openapi.json',
];

const doc = buildOpenApiDocument();
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op: op as OpenApiOperation })),
);

/** Every `$ref` anywhere in `value`, with where it was found. */
function refs(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refs(v, `${at}/${k}`)));
}

/** A local JSON pointer resolved from the document root (RFC 6901), or undefined. */
function resolve(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document with the required top-level fields', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.info.description).toContain('/trpc');
    expect(doc.info['x-max-batch-calls']).toBe(8);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    // Plain JSON: what the route serves is exactly this object.
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('has every documented path and method, and nothing else', () => {
    expect(operations.map((o) => o.key).sort()).toEqual([...DOCUMENTED].sort());
  });

  it('gives every operation a unique id, a summary and responses with descriptions and JSON bodies (files: their media types)', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations) {
      expect(op.summary, key).toBeTruthy();
      const statuses = Object.keys(op.responses);
      expect(statuses.some((s) => /^2\d\d$/.test(s)), key).toBe(true);
      expect(statuses, key).toContain('500');
      for (const [status, response] of Object.entries(op.responses)) {
        expect(status, key).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${key} ${status}`).toBeTruthy();
        // The factura download answers the file itself; its errors are JSON like every other.
        const files = key === 'GET /api/mis-pedidos/{pedido}/factura/{archivo}' && status === '200';
        expect(Object.keys(response.content ?? {}), `${key} ${status}`).toEqual(files ? ['application/pdf', 'application/xml'] : ['application/json']);
      }
      for (const requirement of op.security ?? []) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes, key).toHaveProperty(scheme);
    }
  });

  it('resolves every $ref from the document root', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(operations.length);
    for (const { ref, at } of all) expect(resolve(ref), `${ref} at ${at}`).toBeTypeOf('object');
  });

  it('states the body limits: 64 KiB JSON bodies, 256 KiB for the Stripe webhook, JSON only', () => {
    for (const { key, op } of operations) {
      if (!op.requestBody) {
        // Reads, and the one action whose only input is the signed-in account.
        expect(key, 'only reads go without a body').toMatch(/^GET |^POST \/api\/verificar-correo\/solicitar$/);
        continue;
      }
      expect(Object.keys(op.requestBody.content), key).toEqual(['application/json']);
      expect(op.requestBody['x-body-limit-bytes'], key).toBe(key === 'POST /api/stripe/webhook' ? WEBHOOK_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES);
      expect(op.responses, key).toHaveProperty('413');
      expect(op.responses, key).toHaveProperty('400');
    }
    expect(JSON_BODY_LIMIT_BYTES).toBe(65_536);
    expect(WEBHOOK_BODY_LIMIT_BYTES).toBe(262_144);
  });

  it('documents 401 exactly where a token is read', () => {
    for (const { key, op } of operations) {
      // Every operation states its security (linters' rule), `[]` for a public one.
      expect(op.security, key).toBeDefined();
      if (op.security!.length > 0) expect(op.responses, key).toHaveProperty('401');
    }
    expect(doc.paths['/api/productos']?.get?.security).toEqual([]);
    expect(doc.paths['/api/mis-pedidos']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/reanudar-pago']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/crear-pedido']?.post?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('generates the schemas from zod, so every object field of a contract schema is in the document', () => {
    for (const [name, [schema]] of Object.entries(COMPONENTS)) {
      if (!(schema instanceof z.ZodObject)) continue;
      const properties = (doc.components.schemas[name as keyof typeof COMPONENTS] as { properties?: object }).properties ?? {};
      expect(Object.keys(properties).sort(), name).toEqual(Object.keys(schema.shape).sort());
    }
    // Request bodies show what a client may send; limits come along (e.g. an order holds 1–100 lines).
    const order = doc.components.schemas.CreateOrderInput as { properties: Record<string, Record<string, unknown>>; additionalProperties: unknown };
    expect(Object.keys(order.properties).sort()).toEqual(Object.keys(createOrderInputSchema.shape).sort());
    expect(order.properties.productos).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(order.additionalProperties).toBe(false);
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ required: ['success', 'message'] });
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });
});
