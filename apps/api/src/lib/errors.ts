import type { z } from 'zod';

/** An expected failure with the HTTP status and Spanish message the caller sees. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'No autorizado: inicia sesión de nuevo.') => new AppError(401, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** "campo: mensaje" for the first problem, so the shopper knows which field to fix. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Datos inválidos.';
  if (issue.code === 'unrecognized_keys') return `Campo no permitido: ${issue.keys.join(', ')}.`;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses with a contract schema, turning a failure into a 400 that names the field. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}
