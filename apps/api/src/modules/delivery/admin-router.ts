import {
  deliverySettingsSchema,
  updateZoneInputSchema,
  zoneFieldsSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const deliveryAdminProcedures = {
  /** Where and when the shop delivers: the owner's. */
  delivery: adminRouterFactory({
    zones: staffProcedure('dueño').query(({ ctx }) => ctx.services.adminDelivery.zones()),
    createZone: staffProcedure('dueño')
      .input(zoneFieldsSchema)
      .mutation(({ ctx, input }) => ctx.services.adminDelivery.createZone(input, sessionOf(ctx).staff)),
    updateZone: staffProcedure('dueño')
      .input(updateZoneInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminDelivery.updateZone(input.id, input.zona, sessionOf(ctx).staff)),
    calendar: staffProcedure('dueño').query(({ ctx }) => ctx.services.adminDelivery.calendar()),
    updateCalendar: staffProcedure('dueño')
      .input(deliverySettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.adminDelivery.updateCalendar(input, sessionOf(ctx).staff)),
  }),
};
