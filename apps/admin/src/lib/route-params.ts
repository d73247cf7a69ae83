import { z } from 'zod';

/** `$id` in the address is a number in the page. */
export const idParams = { parse: ({ id }: { id: string }) => ({ id: Number(id) }), stringify: ({ id }: { id: number }) => ({ id: String(id) }) };

/** A day in the address (`?dia=AAAA-MM-DD`); without one, the page takes the shop's today. */
export const shopDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
