import { problemReportInputSchema, problemViewInputSchema } from '@huerta/contracts';
import { limitedBy, resolveUser, router } from '../../trpc/trpc';

/** The storefront's «Reportar un problema»: a signed-in shopper's order, or a guest's through the delivered e-mail's link. */
export const problemRouter = router({
  view: limitedBy('payment')
    .use(resolveUser)
    .input(problemViewInputSchema)
    .query(({ ctx, input }) => ctx.services.problemReports.view(input, ctx.user?.id ?? null)),
  report: limitedBy('payment')
    .use(resolveUser)
    .input(problemReportInputSchema)
    .mutation(async ({ ctx, input }) => ({ message: 'Recibimos tu reporte: te escribimos en cuanto lo revisemos.', ...(await ctx.services.problemReports.report(input, ctx.user?.id ?? null)) })),
});
