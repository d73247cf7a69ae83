import type { StaffRole } from '@huerta/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../platform/passwords';
import { adminRouter } from '../admin-router';
import { dataOf } from './orders-helpers';

export const ADMIN_ORIGIN = 'http://localhost:3000';
export const STAFF_PASSWORD = 'clave-del-panel-1';

export type AdminCall = { status: number; data: unknown; message: string | undefined; cookie: string | undefined };
type CallOptions = { cookie?: string; origin?: string | null; headers?: Record<string, string>; type?: 'query' | 'mutation' };

/** Calls admin procedures over HTTP the way the back office's pages do (cookie, Origin, tRPC's URL shapes). */
export function adminClient(app: FastifyInstance, subnet: string) {
  let address = 0;
  const procedures = adminRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

  async function call(path: string, input: unknown, opts: CallOptions = {}): Promise<AdminCall> {
    const type = opts.type ?? procedures[path]?._def.type ?? 'query';
    const headers: Record<string, string> = { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.origin === null ? {} : { origin: opts.origin ?? ADMIN_ORIGIN }), ...opts.headers };
    // A new address per call: the login limits of one test do not spill into the next.
    const remoteAddress = `${subnet}.${(++address % 250) + 1}`;
    const res =
      type === 'query'
        ? await app.inject({ method: 'GET', url: `/admin/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers, remoteAddress })
        : await app.inject({ method: 'POST', url: `/admin/trpc/${path}`, payload: (input ?? {}) as object, headers: { ...headers, 'content-type': 'application/json' }, remoteAddress });
    const body = res.json() as { result?: { data: unknown }; error?: { message: string } };
    const setCookie = res.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
    return { status: res.statusCode, data: body.result?.data, message: body.error?.message, cookie };
  }

  /** A staff member straight in the database, logged in: their session cookie. */
  async function addStaff(email: string, rol: StaffRole, nombre = rol === 'dueño' ? 'Rosa Dueña' : 'Beto Empacador') {
    const { db, t } = dataOf(app);
    await db.insert(t.personal).values({ email, nombre, passwordHash: await hashPassword(STAFF_PASSWORD), rol });
    return (await call('auth.login', { email, password: STAFF_PASSWORD })).cookie!;
  }

  return { call, addStaff };
}
