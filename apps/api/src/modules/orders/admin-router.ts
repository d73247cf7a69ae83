import {
  adminOrderListInputSchema,
  customerIdInputSchema,
  customerListInputSchema,
  moveOrdersInputSchema,
  orderIdInputSchema,
  pickListInputSchema,
  revertOrdersInputSchema,
  simulatePaymentInputSchema,
  weighLineInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const ordersAdminProcedures = {
  customers: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(customerListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminCustomers.list(input)),
    get: staffProcedure('empleado')
      .input(customerIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminCustomers.get(input.id)),
  }),
  orders: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(adminOrderListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminOrders.list(input)),
    get: staffProcedure('empleado')
      .input(orderIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminOrders.get(input.id)),
    move: staffProcedure('empleado')
      .input(moveOrdersInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminOrders.move(input, sessionOf(ctx).staff)),
    /** «Deshacer» / «Regresar a …»: a correction, for staff too (audited, no e-mail to the customer). */
    revert: staffProcedure('empleado')
      .input(revertOrdersInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminOrders.revert(input, sessionOf(ctx).staff)),
    pickList: staffProcedure('empleado')
      .input(pickListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminOrders.pickList(input)),
    /** A weighed line's real weight at packing (issue 35). */
    weigh: staffProcedure('empleado')
      .input(weighLineInputSchema)
      .mutation(({ ctx, input }) => ctx.services.weighing.weigh(input, sessionOf(ctx).staff)),
    /** Test mode only: an OXXO voucher or SPEI transfer received (404 with Stripe). */
    simulatePayment: staffProcedure('empleado')
      .input(simulatePaymentInputSchema)
      .mutation(({ ctx, input }) => ctx.services.simulatePayment(input, sessionOf(ctx).staff)),
    /** Packed over what was held or paid: e-mails the shopper a link to pay the difference. */
    requestDifference: staffProcedure('empleado')
      .input(orderIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.packedDifference.request(input.id, sessionOf(ctx).staff)),
    retryRefund: staffProcedure('dueño')
      .input(orderIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminOrders.retryRefund(input.id, sessionOf(ctx).staff)),
  }),
  dashboard: staffProcedure('empleado').query(({ ctx }) => ctx.services.dashboard.summary()),
};
