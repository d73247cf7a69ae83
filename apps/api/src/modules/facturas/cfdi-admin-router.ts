import { z } from 'zod';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';
import { cfdiMonthSchema } from './cfdi-list';

const cancelSchema = z
  .object({
    id: z.number({ error: 'Indica el comprobante.' }).int().positive(),
    motivo: z.enum(['01', '02', '03', '04'], { error: 'Elige el motivo de la cancelación.' }),
  })
  .strict();

/**
 * «Comprobantes»: every CFDI the shop stamped (facturas/admin-router.ts spreads these in). Staff read the list;
 * only the owner cancels (the files and the month's ZIP and CSV go through cfdi-export-rest.ts).
 */
export const cfdiAdminProcedures = {
  cfdis: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(cfdiMonthSchema)
      .query(({ ctx, input }) => ctx.services.cfdiList.list(input)),
    cancel: staffProcedure('dueño')
      .input(cancelSchema)
      .mutation(async ({ ctx, input }) => ({ estado: await ctx.services.cancellation.cancel(input.id, input.motivo, sessionOf(ctx).staff) })),
  }),
};
