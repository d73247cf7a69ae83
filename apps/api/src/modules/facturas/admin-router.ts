import {
  facturaListInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const facturasAdminProcedures = {
  /** Facturas waiting to be issued and those issued (the files go through modules/facturas/rest.ts). */
  facturas: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(facturaListInputSchema)
      .query(({ ctx, input }) => ctx.services.facturas.list(input)),
    pending: staffProcedure('empleado').query(({ ctx }) => ctx.services.facturas.pending()),
  }),
};
