import type { IncomingHttpHeaders } from 'node:http';

/**
 * The customer's language: the storefront is Spanish at `/…` and English at `/en/…`. It tells the server
 * with the `x-idioma` header on every call (tRPC and, optionally, REST); the server keeps it on the account
 * (registration) and on each order, and writes that customer's e-mails in it.
 */
export type Idioma = 'es' | 'en';

export const IDIOMA_HEADER = 'x-idioma';

/** Only exactly «en» is English; anything else — absent, unknown, «EN», «en-US», repeated — is Spanish. */
export const idiomaOf = (value: unknown): Idioma => (value === 'en' ? 'en' : 'es');

/** The language a request asked for with `x-idioma`. */
export const idiomaOfHeaders = (headers: IncomingHttpHeaders): Idioma => idiomaOf(headers[IDIOMA_HEADER]);
