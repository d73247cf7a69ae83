import { problemDecisionInputSchema, problemQueueInputSchema, problemReplacementsInputSchema } from '@huerta/contracts';
import { sessionOf, staffProcedure } from '../../trpc/admin';

/**
 * «Problemas reportados»: staff see the queue and an order's pending replacements; only the owner decides
 * (money leaves the shop).
 */
export const problemsAdminProcedures = {
  problemQueue: staffProcedure('empleado')
    .input(problemQueueInputSchema)
    .query(({ ctx, input }) => ctx.services.problemDecisions.queue(input)),
  problemDecide: staffProcedure('dueño')
    .input(problemDecisionInputSchema)
    .mutation(({ ctx, input }) => ctx.services.problemDecisions.decide(input, sessionOf(ctx).staff)),
  problemReplacements: staffProcedure('empleado')
    .input(problemReplacementsInputSchema)
    .query(({ ctx, input }) => ctx.services.problemDecisions.replacementsFor(input.pedido_id)),
};
