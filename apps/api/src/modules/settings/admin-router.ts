import {
  shopSettingsSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const settingsAdminProcedures = {
  /** The shop's name, contact data and shipping rule: the owner's. */
  shop: adminRouterFactory({
    get: staffProcedure('dueño').query(({ ctx }) => ctx.services.shopSettings.current()),
    update: staffProcedure('dueño')
      .input(shopSettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.shopSettings.update(input, sessionOf(ctx).staff)),
  }),
};
