import {
  createPurchaseOrdersSchema,
  editPurchaseOrderSchema,
  purchaseOrderIdInputSchema,
  purchaseOrderListInputSchema,
  purchaseProposalInputSchema,
  sendPurchaseOrderSchema,
  supplierIdInputSchema,
  supplierInputSchema,
  supplierListInputSchema,
  supplierProductInputSchema,
  supplierProductKeySchema,
  supplierUpdateSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/**
 * «Proveedores» and the purchase orders (issue 46, items 1–2), merged into the root admin router: the shop's
 * staff but drivers (`empleado`); a driver, a shopper and a business reach none of it (costs never leave).
 */
export const supplierAdminProcedures = {
  suppliers: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(supplierListInputSchema)
      .query(({ ctx, input }) => ctx.services.suppliers.list(input)),
    get: staffProcedure('empleado')
      .input(supplierIdInputSchema)
      .query(({ ctx, input }) => ctx.services.suppliers.get(input.id)),
    create: staffProcedure('empleado')
      .input(supplierInputSchema)
      .mutation(({ ctx, input }) => ctx.services.suppliers.create(input, sessionOf(ctx).staff)),
    update: staffProcedure('empleado')
      .input(supplierUpdateSchema)
      .mutation(({ ctx, input }) => ctx.services.suppliers.update(input, sessionOf(ctx).staff)),
    saveProduct: staffProcedure('empleado')
      .input(supplierProductInputSchema)
      .mutation(({ ctx, input }) => ctx.services.suppliers.saveProduct(input, sessionOf(ctx).staff)),
    removeProduct: staffProcedure('empleado')
      .input(supplierProductKeySchema)
      .mutation(({ ctx, input }) => ctx.services.suppliers.removeProduct(input, sessionOf(ctx).staff)),
  }),
  purchases: adminRouterFactory({
    /** What to order from whom for the chosen delivery days (from «Qué comprar»). */
    propose: staffProcedure('empleado')
      .input(purchaseProposalInputSchema)
      .query(({ ctx, input }) => ctx.services.purchaseProposal.propose(input)),
    list: staffProcedure('empleado')
      .input(purchaseOrderListInputSchema)
      .query(({ ctx, input }) => ctx.services.purchaseOrders.list(input)),
    get: staffProcedure('empleado')
      .input(purchaseOrderIdInputSchema)
      .query(({ ctx, input }) => ctx.services.purchaseOrders.get(input.id)),
    create: staffProcedure('empleado')
      .input(createPurchaseOrdersSchema)
      .mutation(({ ctx, input }) => ctx.services.purchaseOrders.create(input, sessionOf(ctx).staff)),
    edit: staffProcedure('empleado')
      .input(editPurchaseOrderSchema)
      .mutation(({ ctx, input }) => ctx.services.purchaseOrders.edit(input, sessionOf(ctx).staff)),
    send: staffProcedure('empleado')
      .input(sendPurchaseOrderSchema)
      .mutation(({ ctx, input }) => ctx.services.purchaseOrders.send(input, sessionOf(ctx).staff)),
    cancel: staffProcedure('empleado')
      .input(purchaseOrderIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.purchaseOrders.cancel(input.id, sessionOf(ctx).staff)),
    close: staffProcedure('empleado')
      .input(purchaseOrderIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.purchaseOrders.close(input.id, sessionOf(ctx).staff)),
  }),
};
