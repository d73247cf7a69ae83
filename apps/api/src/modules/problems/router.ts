import { problemReportInputSchema, problemViewInputSchema } from '@huerta/contracts';
import { protectedProcedure, publicProcedure, resolveUser, router } from '../../trpc/trpc';

/**
 * The storefront's «Reportar un problema»: a signed-in shopper's order, or a guest's through the delivered
 * e-mail's signed link — bounded per address when no session says who asks.
 */
const withLimit = publicProcedure.use(resolveUser).use(async ({ ctx, next }) => {
  if (!ctx.user) await ctx.services.limits.take('problemLink', ctx.ip);
  return next();
});

export const problemRouter = router({
  view: withLimit.input(problemViewInputSchema).query(({ ctx, input }) => ctx.services.problemReports.view(input, ctx.user?.id ?? null)),
  report: withLimit
    .input(problemReportInputSchema)
    .mutation(async ({ ctx, input }) => ({ message: 'Recibimos tu reporte: te escribimos en cuanto lo revisemos.', ...(await ctx.services.problemReports.report(input, ctx.user?.id ?? null)) })),
  /** /account: the reports of the shopper's delivered orders, and which may still be reported. */
  mine: protectedProcedure.query(({ ctx }) => ctx.services.problemReports.mine(ctx.user.id)),
});
