import { staffProcedure } from '../../trpc/admin';

/**
 * The factura global in the back office's «Facturas» (issue 45): spread into the `facturas` router
 * (modules/facturas/admin-router.ts). Any staff member sees it; nothing here changes anything.
 */
export const globalAdminProcedures = {
  /** The last factura global (period, total, UUID, state) and when the next one is due. */
  globalStatus: staffProcedure('empleado').query(({ ctx }) => ctx.services.globalInvoice.status()),
};
