import { TRPCError, initTRPC, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import { messageIn } from '../platform/i18n/error-text';
import { asAppError, describeZodError, zodFieldMessages } from '../platform/errors';
import type { LimitName } from '../platform/limits/limits';
import type { Context } from './context';

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

const GENERIC = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';

/** Callers get a Spanish message and a code, never a stack trace or an internal detail (the admin API's too). */
export const errorFormatter = ({ shape, error, ctx }: { shape: { message: string; code: number; data: { code: string; httpStatus: number; path?: string } }; error: TRPCError; ctx?: object }) => {
  let message = shape.message;
  const invalid = error.cause instanceof ZodError ? error.cause : null;
  if (invalid) message = describeZodError(invalid);
  else if (error.code === 'INTERNAL_SERVER_ERROR') message = GENERIC;
  // An English page's refusal in English, where the message has its English (platform/i18n/error-text.ts).
  else message = messageIn(error.cause, (ctx as Partial<Pick<Context, 'idioma'>> | undefined)?.idioma) ?? message;
  const known = invalid ? undefined : asAppError(error.cause);
  const fields = invalid ? zodFieldMessages(invalid) : known?.campo ? { [known.campo]: message } : undefined;
  return {
    message,
    code: shape.code,
    // A form shows each field's message beside its input (the message above names only the first).
    data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, ...(fields ? { fields } : {}) },
  };
};

const t = initTRPC.context<Context>().create({ errorFormatter });

/** Services throw AppError; a tRPC face reports it with the matching code and the same message. */
export function rethrowAppError(result: { ok: boolean; error?: unknown }) {
  const cause = result.ok ? undefined : asAppError((result.error as { cause?: unknown }).cause);
  if (cause) throw new TRPCError({ code: CODE_BY_STATUS[cause.status] ?? 'INTERNAL_SERVER_ERROR', message: cause.message, cause });
}

const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  rethrowAppError(result);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);
export { t };

/** Resolves the bearer token: a present but invalid token is rejected, an absent one is a guest. */
export const resolveUser = t.middleware(async ({ ctx, next }) => {
  const user = await ctx.services.accounts.authenticate(ctx.authorization);
  return next({ ctx: { user } });
});
export const optionalUserProcedure = publicProcedure.use(resolveUser);

export const requireUser = resolveUser.unstable_pipe(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Inicia sesión para continuar.' });
  return next({ ctx: { user: ctx.user } });
});
export const protectedProcedure = publicProcedure.use(requireUser);

/**
 * A limit keyed by the caller's address, counted for each procedure call (each call of a batch runs
 * its own middleware chain); placed before `.input()` so invalid calls count too, as on REST.
 */
export const limitedBy = (name: LimitName) =>
  publicProcedure.use(async ({ ctx, next }) => {
    await ctx.services.limits.take(name, ctx.ip);
    return next();
  });
