import type { IncomingMessage, ServerResponse } from 'node:http';
import { FACTURA_FILE_LIMITS, IMAGE_UPLOAD_TYPES, JSON_BODY_LIMIT_BYTES, MAX_IMAGE_BYTES, MAX_TRPC_BATCH_CALLS, PROBLEM_PHOTO_MAX_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from '@huerta/contracts';

// The numbers are the contract's (packages/contracts/src/openapi.ts), so the document states what is enforced.
/** Every JSON body the shop accepts fits in 64 KB (an order of 100 lines is ~10 KB). */
export const BODY_LIMIT = JSON_BODY_LIMIT_BYTES;
/** Stripe's signed events are a few KB; the webhook gets a little room more and its raw bytes. */
export const WEBHOOK_BODY_LIMIT = WEBHOOK_BODY_LIMIT_BYTES;
export const WEBHOOK_PATH = '/api/stripe/webhook';
/** The back office's catalogue import: a CSV of a few thousand products (checked for a staff session first). */
export const CATALOG_IMPORT_PATH = '/admin/importar/productos.csv';
export const CATALOG_IMPORT_LIMIT = 2 * 1024 * 1024;
/** The back office's photo upload: one image of up to 10 MB (checked for a staff session first). */
export const IMAGE_UPLOAD_PATH = '/admin/imagenes';
export const IMAGE_UPLOAD_LIMIT = MAX_IMAGE_BYTES;
/** The back office's factura upload: a PDF and its XML as multipart (checked for a staff session first). */
export const FACTURA_UPLOAD_PREFIX = '/admin/facturas/';
export const FACTURA_UPLOAD_LIMIT = FACTURA_FILE_LIMITS.pdf + FACTURA_FILE_LIMITS.xml + 16 * 1024;
/** A reminder's one-click unsubscribe (RFC 8058): a mail client POSTs a tiny form, never JSON. */
export const UNSUBSCRIBE_FORM_PATH = '/avisos/baja';
export const UNSUBSCRIBE_FORM_LIMIT = 1024;
/**
 * A shopper's photo of a problem (issue 47): one image of up to 5 MB per reported line, to its signed
 * address. Any content type reaches the route, so a file that is not an image is told so in words.
 */
export const PROBLEM_PHOTO_PREFIX = '/reportes-problema/foto/';
export const PROBLEM_PHOTO_LIMIT = PROBLEM_PHOTO_MAX_BYTES;
/** What a photo may be sent as; the server decides what it really is from its bytes, never from this. */
export const IMAGE_BODY_TYPES = [...IMAGE_UPLOAD_TYPES, 'application/octet-stream'];
/** The storefront batches at most five calls; more in one request is someone multiplying our work. */
export const MAX_BATCH_CALLS = MAX_TRPC_BATCH_CALLS;
/** Input-less catalogue lists: a batch naming one twice would get the same whole list twice. */
const LIST_PROCEDURES = new Set(['catalog.products', 'catalog.firstProducts', 'catalog.promotions', 'catalog.categories', 'catalog.articles', 'catalog.slides', 'catalog.config']);

export const GATE_MESSAGES = {
  contentType: 'Tipo de contenido no admitido: envía JSON.',
  tooLarge: 'La petición es demasiado grande.',
  batchSize: `Demasiadas llamadas en un solo lote (máximo ${MAX_BATCH_CALLS}).`,
  batchRepeat: 'Un lote no puede pedir la misma lista dos veces.',
} as const;

export interface Refusal {
  status: 400 | 413 | 415;
  message: string;
}

const isType = (contentType: string | undefined, wanted: string) => contentType?.split(';', 1)[0]?.trim().toLowerCase() === wanted;
const isJson = (contentType: string | undefined) => isType(contentType, 'application/json');
const hasBody = (req: IncomingMessage) => {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/**
 * What can be refused from the request line and headers alone, before a byte of the body is read:
 * a body that is not JSON (415), a declared length over the limit (413), a tRPC batch that is too
 * large or repeats a list (400). Chunked bodies are cut at the limit by Fastify's body parser.
 */
export function refusalFor(req: IncomingMessage): Refusal | null {
  const url = req.url ?? '';
  const length = req.headers['content-length'];
  const withBody = hasBody(req);
  // The catalogue's GETs (most of the traffic): no body and no batch, nothing more to look at.
  if (!withBody && !url.includes(',')) return null;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const trpcPrefix = path.startsWith('/trpc/') ? '/trpc/' : path.startsWith('/admin/trpc/') ? '/admin/trpc/' : null;
  if (trpcPrefix && path.includes(',')) {
    const calls = path.slice(trpcPrefix.length).split(',');
    if (calls.length > MAX_BATCH_CALLS) return { status: 400, message: GATE_MESSAGES.batchSize };
    const lists = calls.filter((c) => LIST_PROCEDURES.has(c));
    if (new Set(lists).size !== lists.length) return { status: 400, message: GATE_MESSAGES.batchRepeat };
  }
  if (!withBody) return null;
  const webhook = path === WEBHOOK_PATH;
  const csvImport = path === CATALOG_IMPORT_PATH && isType(req.headers['content-type'], 'text/csv');
  const image = path === IMAGE_UPLOAD_PATH && IMAGE_BODY_TYPES.some((t) => isType(req.headers['content-type'], t));
  const factura = path.startsWith(FACTURA_UPLOAD_PREFIX) && isType(req.headers['content-type'], 'multipart/form-data');
  const unsubscribe = path === UNSUBSCRIBE_FORM_PATH && isType(req.headers['content-type'], 'application/x-www-form-urlencoded');
  const problemPhoto = path.startsWith(PROBLEM_PHOTO_PREFIX);
  if (!webhook && !csvImport && !image && !factura && !unsubscribe && !problemPhoto && !isJson(req.headers['content-type'])) return { status: 415, message: GATE_MESSAGES.contentType };
  const limit = webhook ? WEBHOOK_BODY_LIMIT : csvImport ? CATALOG_IMPORT_LIMIT : image ? IMAGE_UPLOAD_LIMIT : factura ? FACTURA_UPLOAD_LIMIT : unsubscribe ? UNSUBSCRIBE_FORM_LIMIT : problemPhoto ? PROBLEM_PHOTO_LIMIT : BODY_LIMIT;
  if (length !== undefined && Number(length) > limit) return { status: 413, message: GATE_MESSAGES.tooLarge };
  return null;
}

/** Whether the request has a body that has not been received whole yet (the answer comes before it). */
export const bodyStillArriving = (req: IncomingMessage): boolean => hasBody(req) && !req.complete;

/** How long a refused connection may keep sending before it is cut (see sendRefusal). */
const LINGER_MS = 1_000;

/** When Node closes this response's connection: half-close, discard what still arrives, cut after LINGER_MS. */
export function lingerOnClose(res: ServerResponse) {
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * Answers a refusal in the documented action envelope and closes the connection once it is sent:
 * the body the client is still sending is never parsed or kept, and the socket is not reused.
 * The close lingers: closing a socket with unread bytes makes the kernel send a reset, which can
 * destroy the answer before the client reads it (a client mid-upload saw EPIPE instead of the 415).
 * So the server half-closes, throws away what still arrives for at most a second, then cuts.
 */
export function sendRefusal(res: ServerResponse, refusal: Refusal, headers: Record<string, string>) {
  lingerOnClose(res);
  const body = JSON.stringify({ success: false, message: refusal.message });
  res.writeHead(refusal.status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(body);
}
