import {
  customerIdInputSchema,
  customerListInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const accountsAdminProcedures = {
  customers: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(customerListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminCustomers.list(input)),
    get: staffProcedure('empleado')
      .input(customerIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminCustomers.get(input.id)),
  }),
};
