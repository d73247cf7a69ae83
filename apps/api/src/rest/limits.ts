import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

const MINUTE = 60_000;

/** Abuse limits per action. Browsing the catalogue is never limited. Numbers scale with RATE_LIMIT_MULTIPLIER. */
const LIMITS = {
  login: { max: 20, window: 5 * MINUTE, message: 'Demasiados intentos de inicio de sesión. Espera unos minutos e intenta de nuevo.' },
  loginAccount: { max: 8, window: 15 * MINUTE, message: 'Demasiados intentos para esta cuenta. Espera 15 minutos e intenta de nuevo.' },
  register: { max: 10, window: 60 * MINUTE, message: 'Demasiados registros desde esta conexión. Intenta más tarde.' },
  forgot: { max: 5, window: 60 * MINUTE, message: 'Demasiadas solicitudes de restablecimiento. Intenta más tarde.' },
  contact: { max: 10, window: 10 * MINUTE, message: 'Enviaste demasiados mensajes. Espera unos minutos e intenta de nuevo.' },
  contactAddress: { max: 3, window: 10 * MINUTE, message: 'Ya recibimos varios mensajes de este correo. Espera unos minutos.' },
  order: { max: 30, window: 10 * MINUTE, message: 'Demasiados pedidos en poco tiempo. Espera unos minutos e intenta de nuevo.' },
  payment: { max: 30, window: 10 * MINUTE, message: 'Demasiados intentos de pago. Espera unos minutos e intenta de nuevo.' },
} as const;

export type LimitName = keyof typeof LIMITS;
export type Limiters = Record<LimitName, Hook>;

/** A field of a JSON body, also inside a tRPC batch (`{"0": {...}}`). */
function bodyField(req: FastifyRequest, field: string): string {
  let body = req.body as Record<string, unknown> | string | undefined;
  // tRPC's routes keep the JSON body as a string (at most the 64 KB body limit).
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return '';
    }
  }
  if (!body || typeof body !== 'object') return '';
  const value = body?.[field] ?? (body?.['0'] as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * @fastify/rate-limit marks a request once any of its limiters ran and skips the others; login
 * needs two (per IP and per account), so each of our limiters clears that mark before it runs.
 */
function independent(hook: Hook): Hook {
  return async function (this: unknown, req, reply) {
    const record = req as unknown as Record<symbol, unknown>;
    for (const s of Object.getOwnPropertySymbols(record)) if (s.description === 'fastify.request.rateLimitRan') record[s] = false;
    return hook.call(this, req, reply);
  };
}

export function createLimiters(app: FastifyInstance, config: AppConfig['rateLimit']): Limiters {
  const make = (name: LimitName, key: (req: FastifyRequest) => string): Hook => {
    if (config.disabled) return async () => {};
    const limit = LIMITS[name];
    return independent(app.rateLimit({
      max: Math.max(1, Math.round(limit.max * config.multiplier)),
      timeWindow: limit.window,
      keyGenerator: (req) => `${name}:${key(req)}`,
      errorResponseBuilder: () => ({ statusCode: 429, message: limit.message }),
    }) as Hook);
  };
  const ip = (req: FastifyRequest) => req.ip;
  return {
    login: make('login', ip),
    loginAccount: make('loginAccount', (req) => bodyField(req, 'usuario')),
    register: make('register', ip),
    forgot: make('forgot', ip),
    contact: make('contact', ip),
    contactAddress: make('contactAddress', (req) => bodyField(req, 'correo')),
    order: make('order', ip),
    payment: make('payment', ip),
  };
}

/** tRPC procedures that share a REST action's limits. */
const TRPC_LIMITS: Record<string, LimitName[]> = {
  'account.login': ['login', 'loginAccount'],
  'account.register': ['register'],
  'account.forgotPassword': ['forgot'],
  'contact.send': ['contact', 'contactAddress'],
  'order.create': ['order'],
  'payment.payTest': ['payment'],
};

/** Applies the same limits to tRPC calls (batched calls count once per procedure). */
export function trpcLimitsHook(limiters: Limiters): Hook {
  return async function (this: FastifyInstance, req, reply) {
    const path = (req.url.split('?')[0] ?? '').replace(/^\/trpc\//, '');
    for (const procedure of path.split(',')) {
      for (const name of TRPC_LIMITS[procedure] ?? []) await limiters[name].call(this, req, reply);
    }
  };
}
