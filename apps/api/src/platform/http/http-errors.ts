import type { FastifyError } from 'fastify';
import { asAppError } from '../errors';

export const GENERIC_ERROR = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la petición no es JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la petición está vacío.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La petición es demasiado grande.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no admitido: envía JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del cuerpo no coincide.'],
};

/** Maps any thrown value to the status and Spanish message a caller may see (never internals). */
export function classifyError(error: unknown): { status: number; message: string } {
  const known = asAppError(error);
  if (known) return { status: known.status, message: known.message };
  const e = error as Partial<FastifyError>;
  if (e.code && FASTIFY_MESSAGES[e.code]) {
    const [status, message] = FASTIFY_MESSAGES[e.code]!;
    return { status, message };
  }
  if (e.statusCode === 429) return { status: 429, message: e.message ?? 'Demasiadas solicitudes.' };
  if (error instanceof SyntaxError && e.statusCode === 400) return { status: 400, message: FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY![1] };
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return { status: e.statusCode, message: 'Petición inválida.' };
  return { status: 500, message: GENERIC_ERROR };
}
