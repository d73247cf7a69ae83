import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { idiomaOfHeaders, type Idioma } from '../platform/i18n/locale';
import type { Services } from '../services';

/** Per-request context: the shared services plus what identifies the caller. */
export interface Context {
  services: Services;
  authorization: string | undefined;
  ip: string;
  /** The storefront's language (`x-idioma`: 'en' or else 'es'); absent (a direct caller) is Spanish. */
  idioma?: Idioma;
}

export function createContextFactory(services: Services) {
  return ({ req }: CreateFastifyContextOptions): Context => ({
    services,
    authorization: req.headers.authorization,
    ip: req.ip,
    idioma: idiomaOfHeaders(req.headers),
  });
}
