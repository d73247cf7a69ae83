import { buildOpenApiDocument, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from '@huerta/contracts';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** What the check needs of an `app.inject` answer (a light-my-request Response has all of it). */
export interface CheckedResponse {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  /** The bytes as sent (possibly compressed); `body` is used when absent. */
  rawPayload?: Buffer;
  body?: string;
}

/** An answer of an /api path that the OpenAPI document does not describe. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const COMPONENT_REF = /^#\/components\/schemas\/([\w-]+)$/;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function decode(res: CheckedResponse): string {
  if (!res.rawPayload) return res.body ?? '';
  const encoding = String(res.headers['content-encoding'] ?? '').trim();
  const bytes = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : encoding === 'deflate' ? inflateSync(res.rawPayload) : res.rawPayload;
  return bytes.toString('utf8');
}

/**
 * Checks answers of `/api/*` requests against the REST contract: the path and method are documented
 * (an undocumented one may only answer 404 in the error envelope), the status is documented for the
 * operation, and a JSON body validates against the documented schema. HEAD, 304 and non-JSON answers
 * are not checked.
 */
export function createContractCheck(doc: OpenApiDocument = buildOpenApiDocument()) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();

  function validatorFor(schema: JsonSchema): { name: string; validate: ValidateFunction } {
    const name = COMPONENT_REF.exec(String(schema.$ref ?? ''))?.[1];
    const component = name ? (doc.components.schemas as Record<string, JsonSchema>)[name] : undefined;
    if (!name || !component) throw new ContractViolation(`the document's schema ${JSON.stringify(schema)} is not a component reference`);
    let validate = validators.get(name);
    if (!validate) validators.set(name, (validate = ajv.compile(component)));
    return { name, validate };
  }

  // Paths with parameters (`/api/mis-pedidos/{pedido}/factura/{archivo}`) as patterns of one segment each.
  const templates = Object.keys(doc.paths)
    .filter((p) => p.includes('{'))
    .map((p) => ({ path: p, pattern: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));

  return function check(request: { method: string; url: string }, res: CheckedResponse): void {
    const method = request.method.toUpperCase();
    const path = request.url.split('?')[0] ?? '';
    if (!isApiPath(path) || method === 'HEAD' || res.statusCode === 304) return;
    const where = `${method} ${path} answered ${res.statusCode}`;
    const fail = (problem: string): never => {
      throw new ContractViolation(`Contract check (OpenAPI): ${where}: ${problem}`);
    };

    const template = doc.paths[path] ? path : templates.find((t) => t.pattern.test(path))?.path;
    const operation = (template ? (doc.paths[template] as Record<string, OpenApiOperation>) : undefined)?.[method.toLowerCase()];
    let schema: JsonSchema | undefined;
    if (!operation) {
      if (res.statusCode !== 404) fail(`${method} ${path} is not in the document (only a 404 error envelope may answer an undocumented path).`);
      schema = { $ref: '#/components/schemas/ErrorEnvelope' };
    } else {
      const documented = operation.responses[String(res.statusCode)];
      if (!documented) fail(`status ${res.statusCode} is not documented for this operation (documented: ${Object.keys(operation.responses).join(', ')}).`);
      schema = documented?.content?.['application/json']?.schema;
    }

    if (!/^application\/json\b/i.test(String(res.headers['content-type'] ?? ''))) return;
    let text: string;
    let body: unknown;
    try {
      text = decode(res);
      body = JSON.parse(text);
    } catch (err) {
      return fail(`the body is not valid JSON (${(err as Error).message}).`);
    }
    if (!schema) return fail('the document gives no JSON schema for this status, but the answer has a JSON body.');
    const { name, validate } = validatorFor(schema);
    if (!validate(body)) {
      fail(`the body does not match #/components/schemas/${name}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}. Body: ${text.slice(0, 400)}`);
    }
  };
}

export type ContractCheck = ReturnType<typeof createContractCheck>;

let shared: ContractCheck | undefined;

/**
 * Makes every `await app.inject({...})` (and `app.inject(url)`) of `/api/*` fail with a
 * ContractViolation when the answer disagrees with the OpenAPI document. The callback and chain
 * forms of inject are left as they are.
 */
export function withContractCheck(app: FastifyInstance, check: ContractCheck = (shared ??= createContractCheck())): FastifyInstance {
  const inject = app.inject;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const result: unknown = Reflect.apply(inject, app, args);
    if (args.length !== 1 || args[0] === undefined) return result;
    return Promise.resolve(result as Promise<CheckedResponse & { raw: { req: { method?: string; url?: string } } }>).then((res) => {
      const { method = 'GET', url = '' } = res.raw.req;
      check({ method, url }, res);
      return res;
    });
  };
  app.inject = wrapped as FastifyInstance['inject'];
  return app;
}
