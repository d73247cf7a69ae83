import {
  paymentSettingsSchema,
  weightSettingsSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const paymentsAdminProcedures = {
  /** «Formas de pago»: the methods the checkout offers and pay on delivery's limits (the owner's). */
  payments: adminRouterFactory({
    get: staffProcedure('dueño').query(({ ctx }) => ctx.services.paymentSettings.current()),
    update: staffProcedure('dueño')
      .input(paymentSettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.paymentSettings.update(input, sessionOf(ctx).staff)),
    /** «Venta por peso»: the weighing tolerance and the margin held over weighed lines. */
    weight: staffProcedure('dueño').query(({ ctx }) => ctx.services.weightSettings.current()),
    updateWeight: staffProcedure('dueño')
      .input(weightSettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.weightSettings.update(input, sessionOf(ctx).staff)),
  }),
};
