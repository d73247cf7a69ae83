import {
  demandInputSchema,
} from '@huerta/contracts';
import { staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const standingAdminProcedures = {
  /** «Qué comprar» (issue 34): the coming days' demand by product, for the buyer. */
  demand: staffProcedure('empleado')
    .input(demandInputSchema)
    .query(({ ctx, input }) => ctx.services.demand.coming(input)),
};
