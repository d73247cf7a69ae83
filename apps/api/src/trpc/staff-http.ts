import type { FastifyRequest } from 'fastify';
import { parseCookie } from 'cookie';
import type { StaffRole } from '@huerta/contracts';
import { AppError, unauthorized } from '../platform/errors';
import type { Services } from '../services';

export const SESSION_COOKIE = 'hb_personal';

/** Whether a state-changing call comes from the back office's own pages (CSRF defence besides SameSite). */
export function isSameOrigin(req: FastifyRequest, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  return origin === publicOrigin || origin === `${req.protocol}://${req.headers.host ?? ''}`;
}

/**
 * The back office's plain HTTP routes (CSV in and out): the staff session from its cookie, the role, and
 * for writes the origin — checked before a byte of the body is read.
 */
export async function requireStaff(req: FastifyRequest, services: Services, opts: { role?: StaffRole; write?: boolean; forbidden?: string } = {}) {
  if (opts.write && !isSameOrigin(req, new URL(services.config.publicUrl).origin)) throw new AppError(403, 'Solicitud rechazada: no viene del panel de la tienda.');
  const session = await services.staff.authenticate(parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE]);
  if (!session) throw unauthorized('Inicia sesión en el panel para continuar.');
  if (session.needsTwoFactor) throw new AppError(403, 'El dueño pide verificación en dos pasos: actívala en «Mi cuenta» para continuar.');
  if (opts.role === 'dueño' && session.staff.rol !== 'dueño') throw new AppError(403, opts.forbidden ?? 'Solo el dueño puede hacer esto.');
  // A driver reaches only what `role: 'repartidor'` opens (the delivery photo's upload), as in the tRPC guard.
  if (session.staff.rol === 'repartidor' && opts.role !== 'repartidor') throw new AppError(403, 'Con tu cuenta de repartidor ves solo tus entregas del día.');
  return session;
}
