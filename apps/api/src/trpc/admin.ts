import type { FastifyReply } from 'fastify';
import { TRPCError, initTRPC } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { StaffRole } from '@huerta/contracts';
import type { Services } from '../services';
import { errorFormatter, rethrowAppError } from './trpc';
import { SESSION_COOKIE, isSameOrigin } from './staff-http';
import { SESSION_MAX_MS } from '../modules/staff';

export { SESSION_COOKIE };

/** Who may call a procedure: anyone (login, setup), any active staff member including drivers (`repartidor`), staff but drivers (`empleado`), or the owner only. */
export type Access = 'público' | StaffRole;
interface Meta {
  access: Access;
  /** Works while the owner requires two-step verification and the caller has not turned it on (their account page). */
  beforeTwoFactor?: boolean;
}

/** The admin API's request context: the staff session comes from its cookie, never a bearer token. */
export function createAdminContextFactory(services: Services) {
  const publicOrigin = new URL(services.config.publicUrl).origin;
  const publicHttps = services.config.publicUrl.startsWith('https:');
  return ({ req, res }: CreateFastifyContextOptions) => ({
    services,
    ip: req.ip,
    agent: req.headers['user-agent'],
    token: parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE],
    /** Whether a state-changing call comes from the back office's own pages (CSRF defence besides SameSite). */
    sameOrigin: isSameOrigin(req, publicOrigin),
    // Secure when the shop's address is https, or this request came over https — behind a TLS proxy that
    // is trusted (TRUST_PROXY), Fastify's `protocol` is the proxy's X-Forwarded-Proto.
    setSession: (token: string | null) => setSessionCookie(res, token, publicHttps || req.protocol === 'https'),
  });
}


function setSessionCookie(reply: FastifyReply, token: string | null, secure: boolean) {
  reply.header(
    'set-cookie',
    stringifySetCookie({ name: SESSION_COOKIE, value: token ?? '',  path: '/admin', httpOnly: true, sameSite: 'strict', secure, maxAge: token ? SESSION_MAX_MS / 1000 : 0 }),
  );
}

export type AdminContext = ReturnType<ReturnType<typeof createAdminContextFactory>>;

const t = initTRPC.context<AdminContext>().meta<Meta>().create({ errorFormatter });

const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  rethrowAppError(result);
  return result;
});

/** Mutations only from our own origin; then the session and the role the procedure's meta asks for. */
const guard = t.middleware(async ({ ctx, meta, type, next }) => {
  if (type === 'mutation' && !ctx.sameOrigin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Solicitud rechazada: no viene del panel de la tienda.' });
  const access = meta?.access;
  if (!access) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Procedimiento sin permiso declarado.' });
  if (access === 'público') return next({ ctx: { session: null } });
  const session = await ctx.services.staff.authenticate(ctx.token);
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Inicia sesión en el panel para continuar.' });
  if (session.needsTwoFactor && !meta.beforeTwoFactor)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'El dueño pide verificación en dos pasos: actívala en «Mi cuenta» para continuar.' });
  if (access === 'dueño' && session.staff.rol !== 'dueño') throw new TRPCError({ code: 'FORBIDDEN', message: 'Solo el dueño puede hacer esto.' });
  // A driver reaches their day's stops and their own account (the procedures usable before two-step
  // verification); the rest of the back office is for the shop's staff.
  if (access === 'empleado' && session.staff.rol === 'repartidor' && !meta.beforeTwoFactor)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Con tu cuenta de repartidor ves solo tus entregas del día.' });
  return next({ ctx: { session } });
});

export const adminRouterFactory = t.router;
/** Every admin procedure declares who may call it (`meta({ access })`); the guard refuses the rest. */
export const adminProcedure = t.procedure.use(mapAppErrors).use(guard);
export const staffProcedure = (access: Access, options: { beforeTwoFactor?: boolean } = {}) => adminProcedure.meta({ access, ...options });

/** The staff session of a procedure whose access is a role (the guard has checked it). */
export function sessionOf(ctx: { session: Awaited<ReturnType<Services['staff']['authenticate']>> }) {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Inicia sesión en el panel para continuar.' });
  return ctx.session;
}
