import { z } from 'zod';
import { COMPONENTS, ERROR_DESCRIPTIONS, GATE_STATUSES, OPERATIONS, type ComponentName, type HttpMethod, type OperationSpec } from './openapi-paths';

/** Largest JSON request body the server reads (Fastify's bodyLimit); larger ones answer 413. */
export const JSON_BODY_LIMIT_BYTES = 65_536;
/** Largest raw body of POST /api/stripe/webhook. */
export const WEBHOOK_BODY_LIMIT_BYTES = 262_144;
/** Most procedure calls one tRPC batch request may carry. */
export const MAX_TRPC_BATCH_CALLS = 8;

export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: 'header' | 'path'; required: boolean; description: string; schema: JsonSchema }[];
  requestBody?: { required: true; description: string; content: { 'application/json': { schema: JsonSchema } }; 'x-body-limit-bytes': number };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string; license: { name: string; url: string }; 'x-max-batch-calls': number };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<ComponentName, JsonSchema>;
    securitySchemes: { bearerAuth: { type: 'http'; scheme: 'bearer'; bearerFormat: 'JWT'; description: string } };
  };
}

const DESCRIPTION = `REST contract of the Huerta Baja shop: the paths existing clients use (\`/api/*\`). The browser app
itself talks to \`/trpc\`, the typed tRPC API over the same zod schemas and services; \`/trpc\` is not part of this document.

Envelopes: lists answer \`{ success, data, response }\` (errors \`{ success: false, data: [], response }\`); actions answer
\`{ success, message, data? }\`; every other error is \`{ success: false, message }\` with a Spanish message (for 400, one
naming the field). Errors never carry stack traces, SQL or secrets. Fields may be added to a response in a later version;
none documented is renamed or removed.

Limits the server enforces:
- Request bodies are \`application/json\` only (other types: 415), at most ${JSON_BODY_LIMIT_BYTES} bytes (413); the Stripe
  webhook reads its raw JSON body, at most ${WEBHOOK_BODY_LIMIT_BYTES} bytes. Each request body states its limit in \`x-body-limit-bytes\`.
- Every string has a maximum length, every number a range, every list a maximum size (see the schemas); unknown fields
  in a request body are rejected (400).
- Login, registration, password reset, contact, orders and payments are rate limited against abuse (429).
- A tRPC batch carries at most ${MAX_TRPC_BATCH_CALLS} calls (\`x-max-batch-calls\`).`;

/** The customer's language (optional, additive): the e-mails the call leads to are written in it. */
const IDIOMA_PARAMETER = {
  name: 'x-idioma',
  in: 'header' as const,
  required: false,
  description:
    'Idioma del cliente para sus correos (confirmación y avisos del pedido, verificación, restablecer contraseña): `en` los escribe en inglés; sin él o con cualquier otro valor, en español. Se guarda en la cuenta al registrarse y en el pedido al crearlo (la cuenta toma el del último pedido).',
  schema: { type: 'string', enum: ['es', 'en'], default: 'es' },
};

/** A zod schema as JSON Schema 2020-12, as a client sends it (`input`) or the server answers it (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const generated: JsonSchema = { ...z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) };
  delete generated.$schema; // the document's jsonSchemaDialect says it once
  return generated;
}

const ref = (name: ComponentName): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (name: ComponentName) => ({ 'application/json': { schema: ref(name) } });

function operation(op: OperationSpec): OpenApiOperation {
  const responses: Record<string, OpenApiResponse> = {
    [op.status]: {
      description: op.status === 201 ? 'Creado.' : 'Correcto.',
      content: typeof op.response === 'string' ? json(op.response) : Object.fromEntries(op.response.files.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
    },
  };
  for (const status of op.errors) {
    const own = op.errorBody?.status === status ? op.errorBody.body : undefined;
    const envelope = op.list && !(GATE_STATUSES as readonly number[]).includes(status) ? 'ListErrorEnvelope' : 'ErrorEnvelope';
    responses[status] = { description: (own ? 'Servicio no disponible.' : ERROR_DESCRIPTIONS[status]) ?? 'Error.', content: json(own ?? envelope) };
  }
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    // `[{}]` first: the token is optional (a guest order); alone it is required; `[]`: a public operation.
    security: op.auth === 'required' ? [{ bearerAuth: [] }] : op.auth === 'optional' ? [{}, { bearerAuth: [] }] : [],
    ...(op.raw
      ? { parameters: [{ name: 'Stripe-Signature', in: 'header' as const, required: true, description: 'Firma de Stripe sobre el cuerpo crudo.', schema: { type: 'string' } }] }
      : {}),
    ...(op.params ? { parameters: op.params.map((p) => ({ ...p, in: 'path' as const, required: true })) } : {}),
    ...(op.idioma ? { parameters: [IDIOMA_PARAMETER] } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true as const,
            description: op.raw ? 'Evento de Stripe, JSON crudo (se verifica la firma sobre los bytes recibidos).' : 'Cuerpo JSON.',
            content: json(op.body),
            'x-body-limit-bytes': op.raw ? WEBHOOK_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES,
          },
        }
      : {}),
    responses,
  };
}

/** The REST contract (API.md) as an OpenAPI 3.1 document, every body schema generated from the zod schemas. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  const schemas = Object.fromEntries(
    Object.entries(COMPONENTS).map(([name, [schema, io]]) => [name, jsonSchema(schema, io)]),
  ) as Record<ComponentName, JsonSchema>;
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Huerta Baja — REST API',
      version: '1.0.0',
      description: DESCRIPTION,
      // The shop's own, not open source: using the API is using the shop, under its terms.
      license: { name: 'Uso sujeto a los Términos y Condiciones de Huerta Baja', url: 'https://huertabaja.mx/terms' },
      'x-max-batch-calls': MAX_TRPC_BATCH_CALLS,
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'catalogo', description: 'Listas que la tienda carga al iniciar.' },
      { name: 'cuenta', description: 'Cuentas y sesiones.' },
      { name: 'pedidos', description: 'Pedidos y pagos.' },
      { name: 'servicio', description: 'Contacto, configuración y estado.' },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'El `jwt` que devuelven login y registrar.' } },
    },
  };
}
