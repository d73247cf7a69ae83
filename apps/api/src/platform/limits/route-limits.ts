import type { FastifyRequest } from 'fastify';
import type { LimitName, Limits } from './limits';

type Hook = (req: FastifyRequest) => Promise<void>;

/**
 * Limits keyed by the caller's address alone, as route preHandlers: they run before the body is
 * validated, so junk requests count too. Limits that need the body (login per account, contact per
 * e-mail) live in modules/accounts/limited-actions.ts, shared with tRPC.
 */
export function addressLimits(limits: Limits): Record<'login' | 'register' | 'forgot' | 'verify' | 'order' | 'payment', Hook> {
  const by = (name: LimitName): Hook => (req) => limits.take(name, req.ip);
  return { login: by('login'), register: by('register'), forgot: by('forgot'), verify: by('verify'), order: by('order'), payment: by('payment') };
}

export type AddressLimits = ReturnType<typeof addressLimits>;
