import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config';
import { AppError } from '../errors';

const MINUTE = 60;
const FORGOT = '«¿Olvidaste tu contraseña?»';

/**
 * Abuse limits, counted per procedure call (a tRPC batch of seven logins is seven attempts), never per
 * HTTP request. Numbers scale with RATE_LIMIT_MULTIPLIER. Browsing the catalogue is never limited.
 */
export const LIMITS = {
  /** Every login attempt from one address, whatever the account. */
  login: { points: 20, seconds: 5 * MINUTE, message: 'Demasiados intentos de inicio de sesión. Espera unos minutos e intenta de nuevo.' },
  /** Wrong passwords for one account from one address: tight, and it never locks the owner out elsewhere. */
  loginAccountAddress: {
    points: 8,
    seconds: 15 * MINUTE,
    message: `Demasiados intentos fallidos para esta cuenta. Espera 15 minutos o usa ${FORGOT} para entrar de nuevo.`,
  },
  /** Wrong passwords for one account from every address together: slows guessing spread over many addresses. */
  loginAccount: {
    points: 100,
    seconds: 60 * MINUTE,
    message: `Esta cuenta recibió demasiados intentos fallidos. Usa ${FORGOT} para restablecer tu contraseña.`,
  },
  register: { points: 10, seconds: 60 * MINUTE, message: 'Demasiados registros desde esta conexión. Intenta más tarde.' },
  forgot: { points: 5, seconds: 60 * MINUTE, message: 'Demasiadas solicitudes de restablecimiento. Intenta más tarde.' },
  verify: { points: 5, seconds: 60 * MINUTE, message: 'Demasiadas solicitudes de verificación. Intenta más tarde.' },
  contact: { points: 10, seconds: 10 * MINUTE, message: 'Enviaste demasiados mensajes. Espera unos minutos e intenta de nuevo.' },
  contactAddress: { points: 3, seconds: 10 * MINUTE, message: 'Ya recibimos varios mensajes de este correo. Espera unos minutos.' },
  order: { points: 30, seconds: 10 * MINUTE, message: 'Demasiados pedidos en poco tiempo. Espera unos minutos e intenta de nuevo.' },
  /**
   * Orders that hold their stock for days without money (an OXXO voucher, a SPEI transfer, pay on delivery)
   * from one address: a card order that is not paid frees its stock within hours; these would not.
   */
  heldOrder: { points: 5, seconds: 24 * 60 * MINUTE, message: 'Ya hiciste varios pedidos por pagar en OXXO, por transferencia o al recibir. Págalos o escríbenos por WhatsApp para hacer otro.' },
  /** Saving a card (a SetupIntent each): bounds card testing through the account page. */
  savedCard: { points: 10, seconds: 60 * MINUTE, message: 'Demasiados intentos de guardar una tarjeta. Intenta más tarde.' },
  /** A standing order's «Modificar» link opened and saved (no session: the signed link is the permission). */
  standingLink: { points: 30, seconds: 10 * MINUTE, message: 'Demasiadas solicitudes. Espera unos minutos e intenta de nuevo.' },
  /** «Facturar mi compra» (no session): bounds guessing an order's e-mail and total from one address. */
  selfInvoice: { points: 20, seconds: 10 * MINUTE, message: 'Demasiados intentos de facturar. Espera unos minutos e intenta de nuevo.' },
  /** «Reportar un problema» through the delivered e-mail's link (no session: the signed link is the permission). */
  problemLink: { points: 30, seconds: 10 * MINUTE, message: 'Demasiadas solicitudes. Espera unos minutos e intenta de nuevo.' },
  /** The cart's «¿Tienes un cupón?» check (issue 47): enough to type a few codes, too few to guess them. */
  coupon: { points: 30, seconds: 10 * MINUTE, message: 'Demasiados intentos con cupones. Espera unos minutos e intenta de nuevo.' },
  payment: { points: 30, seconds: 10 * MINUTE, message: 'Demasiados intentos de pago. Espera unos minutos e intenta de nuevo.' },
} as const;

export type LimitName = keyof typeof LIMITS;

/** A refusal with the seconds until the caller may try again (sent as Retry-After on REST). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export interface Limits {
  /** Counts one call against `name` for `key`; throws a Spanish 429 once the window's allowance is used. */
  take(name: LimitName, key: string): Promise<void>;
  /** Gives back one call (a success that should not count). */
  giveBack(name: LimitName, key: string): Promise<void>;
  /** Forgets every call counted for `key`. */
  clear(name: LimitName, key: string): Promise<void>;
}

/**
 * Counters live in this process's memory on SQLite (one process), and in PostgreSQL's UNLOGGED `limites`
 * table when several processes share a database (migration 0001 of drizzle-pg): one atomic upsert per
 * call, so a limit of N lets exactly N through whichever process answers.
 */
export function createLimits(config: AppConfig['rateLimit'], pool: Pool | null = null): Limits {
  if (config.disabled) return { take: async () => {}, giveBack: async () => {}, clear: async () => {} };
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, l]) => {
      const options = { keyPrefix: name, points: Math.max(1, Math.round(l.points * config.multiplier)), duration: l.seconds };
      const limiter = pool
        ? new RateLimiterPostgres({ ...options, storeClient: pool, storeType: 'pool', tableName: 'limites', tableCreated: true, clearExpiredByTimeout: false })
        : new RateLimiterMemory(options);
      return [name, limiter];
    }),
  ) as unknown as Record<LimitName, RateLimiterAbstract>;
  return {
    async take(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        throw new RateLimitedError(LIMITS[name].message, Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      }
    },
    async giveBack(name, key) {
      await limiters[name].reward(key);
    },
    async clear(name, key) {
      await limiters[name].delete(key);
    },
  };
}

/** A new order paid later (voucher, transfer, on delivery) counts against its address's `heldOrder` allowance. */
export async function takeHeldOrder(limits: Limits, metodo: string | undefined, ip: string): Promise<void> {
  if (metodo && metodo !== 'tarjeta') await limits.take('heldOrder', ip);
}
