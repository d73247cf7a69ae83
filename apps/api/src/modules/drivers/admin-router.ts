import {
  assignDriverInputSchema,
  cashReportInputSchema,
  deliverInputSchema,
  failDeliveryInputSchema,
  reconcileCashInputSchema,
  routeDayInputSchema,
  routeReorderInputSchema,
  routeStopInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const driversAdminProcedures = {
  /** The driver's day: their own stops of a day, today's by default (any staff member can drive; a «repartidor» only this), or a driver's to look at. */
  route: adminRouterFactory({
    day: staffProcedure('repartidor')
      .input(routeDayInputSchema.optional())
      .query(({ ctx, input }) => ctx.services.driverRoute.day(sessionOf(ctx).staff, input)),
    reorder: staffProcedure('repartidor')
      .input(routeReorderInputSchema)
      .mutation(({ ctx, input }) => ctx.services.driverRoute.reorder(input.ids, sessionOf(ctx).staff)),
    leave: staffProcedure('repartidor')
      .input(routeStopInputSchema)
      .mutation(({ ctx, input }) => ctx.services.driverRoute.leave(input.id, sessionOf(ctx).staff)),
    deliver: staffProcedure('repartidor')
      .input(deliverInputSchema)
      .mutation(({ ctx, input }) => ctx.services.driverRoute.deliver(input, sessionOf(ctx).staff)),
    fail: staffProcedure('repartidor')
      .input(failDeliveryInputSchema)
      .mutation(({ ctx, input }) => ctx.services.driverRoute.fail(input.id, input.motivo, sessionOf(ctx).staff)),
  }),
  /** The owner's side: who drives what, the day's progress, the cash reports. */
  drivers: adminRouterFactory({
    list: staffProcedure('empleado').query(({ ctx }) => ctx.services.deliveryCrew.drivers()),
    assign: staffProcedure('empleado')
      .input(assignDriverInputSchema)
      .mutation(({ ctx, input }) => ctx.services.deliveryCrew.assign(input.ids, input.repartidorId, sessionOf(ctx).staff)),
    progress: staffProcedure('empleado').query(({ ctx }) => ctx.services.deliveryCrew.progress()),
    cashReport: staffProcedure('dueño')
      .input(cashReportInputSchema)
      .query(({ ctx, input }) => ctx.services.deliveryCrew.cashReport(input.dia)),
    reconcile: staffProcedure('dueño')
      .input(reconcileCashInputSchema)
      .mutation(({ ctx, input }) => ctx.services.deliveryCrew.reconcile(input, sessionOf(ctx).staff)),
  }),
};
