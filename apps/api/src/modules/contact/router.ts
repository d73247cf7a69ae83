import { contactInputSchema } from '@huerta/contracts';
import { publicProcedure, router } from '../../trpc/trpc';

/** The contact form (limited per address and per e-mail in the accounts module's limited actions). */
export const contactRouter = router({
  send: publicProcedure.input(contactInputSchema).mutation(async ({ ctx, input }) => ({ message: await ctx.services.limited.sendContact(input, ctx.ip) })),
});
