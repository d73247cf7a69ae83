import type { PublicConfig } from '@huerta/contracts';
import { trpc } from '../../lib/trpc';

/** The shop's public settings (name, phone, e-mail, shipping, payment provider). */
export function useConfig(): PublicConfig | undefined {
  return trpc.catalog.config.useQuery(undefined, { staleTime: Infinity }).data;
}

/** "+52 664 123 4567" → "526641234567" for wa.me links. */
export const whatsappUrl = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;
