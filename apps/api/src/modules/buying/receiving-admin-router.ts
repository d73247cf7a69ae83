import { expiringInputSchema, receiveLineSchema, wasteInputSchema } from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/**
 * The dock's procedures (issue 46): receiving, lots and waste are the packers' work too (`empleado`); a
 * driver, a shopper or a business reaches none of them. Merged into the root admin router (admin-router.ts).
 */
export const receivingAdminProcedures = {
  receiving: adminRouterFactory({
    /** The purchase orders to receive against, the products and the suppliers. */
    open: staffProcedure('empleado').query(({ ctx }) => ctx.services.receiving.open()),
    /** One product line that arrived: a lot (a double tap, same clave, records once). */
    receive: staffProcedure('empleado')
      .input(receiveLineSchema)
      .mutation(({ ctx, input }) => ctx.services.receiving.receive(input, sessionOf(ctx).staff)),
  }),
  lots: adminRouterFactory({
    /** «Vence pronto». */
    expiring: staffProcedure('empleado')
      .input(expiringInputSchema)
      .query(({ ctx, input }) => ctx.services.lots.expiring(input)),
    /** Stock by lot, per product. */
    stock: staffProcedure('empleado').query(({ ctx }) => ctx.services.lots.stock()),
  }),
  waste: adminRouterFactory({
    record: staffProcedure('empleado')
      .input(wasteInputSchema)
      .mutation(({ ctx, input }) => ctx.services.waste.record(input, sessionOf(ctx).staff)),
    recent: staffProcedure('empleado').query(({ ctx }) => ctx.services.waste.recent()),
  }),
};
