import { z } from 'zod';
import {
  billingSettingsSchema,
  facturaListInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';
import { globalAdminProcedures } from './global-admin-router';
import { cfdiAdminProcedures } from './cfdi-admin-router';

const cfdiIdSchema = z.object({ id: z.number({ error: 'Indica la factura.' }).int().positive() }).strict();

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const facturasAdminProcedures = {
  ...cfdiAdminProcedures,
  /** Facturas waiting to be issued and those issued (the files go through modules/facturas/rest.ts). */
  facturas: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(facturaListInputSchema)
      .query(({ ctx, input }) => ctx.services.facturas.list(input)),
    pending: staffProcedure('empleado').query(({ ctx }) => ctx.services.facturas.pending()),
    ...globalAdminProcedures,
    /** «Ajustes → Facturación»: the shop's fiscal data and its PAC (the key is written, never read back). */
    billing: staffProcedure('dueño').query(({ ctx }) => ctx.services.billing.view()),
    saveBilling: staffProcedure('dueño')
      .input(billingSettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.billing.save(input, sessionOf(ctx).staff)),
    /** A CFDI the PAC refused, tried again once the data is fixed. */
    retry: staffProcedure('dueño')
      .input(cfdiIdSchema)
      .mutation(async ({ ctx, input }) => {
        await ctx.services.stamping.retry(input.id, sessionOf(ctx).staff);
        return { ok: true };
      }),
  }),
};
