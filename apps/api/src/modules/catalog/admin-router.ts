import {
  createProductInputSchema,
  priceDayInputSchema,
  productIdInputSchema,
  productListInputSchema,
  satKeySearchInputSchema,
  updateProductInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const catalogAdminProcedures = {
  catalog: adminRouterFactory({
    /** The SAT's keys for the product form's «Datos fiscales»: the PAC's catalogue when connected, else the shipped subset. */
    satKeys: staffProcedure('empleado')
      .input(satKeySearchInputSchema)
      .query(({ ctx, input }) => ctx.services.satKeys(input)),
  }),
  /** The catalogue: staff and owner alike (prices change every morning, strawberries run out by noon). */
  products: adminRouterFactory({
    list: staffProcedure('empleado')
      .input(productListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminProducts.list(input)),
    get: staffProcedure('empleado')
      .input(productIdInputSchema)
      .query(({ ctx, input }) => ctx.services.adminProducts.get(input.id)),
    create: staffProcedure('empleado')
      .input(createProductInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.create(input, sessionOf(ctx).staff)),
    update: staffProcedure('empleado')
      .input(updateProductInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.update(input.id, input.producto, sessionOf(ctx).staff)),
    archive: staffProcedure('empleado')
      .input(productIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.archive(input.id, true, sessionOf(ctx).staff)),
    restore: staffProcedure('empleado')
      .input(productIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.archive(input.id, false, sessionOf(ctx).staff)),
    table: staffProcedure('empleado').query(({ ctx }) => ctx.services.adminProducts.table()),
    priceDay: staffProcedure('empleado')
      .input(priceDayInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminProducts.priceDay(input, sessionOf(ctx).staff)),
  }),
};
