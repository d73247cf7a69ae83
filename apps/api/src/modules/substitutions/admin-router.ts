import { orderIdInputSchema, substitutionProposeInputSchema, substitutionSettingsSchema, substitutionSuggestInputSchema } from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const substitutionsAdminProcedures = {
  substitutions: adminRouterFactory({
    /** Same category, nearest price, in stock: what the packer may offer for a short line. */
    suggest: staffProcedure('empleado')
      .input(substitutionSuggestInputSchema)
      .query(({ ctx, input }) => ctx.services.substitutions.suggest(input)),
    propose: staffProcedure('empleado')
      .input(substitutionProposeInputSchema)
      .mutation(({ ctx, input }) => ctx.services.substitutions.propose(input, sessionOf(ctx).staff)),
    /** An order's proposals and their states (the packer's screen refetches it while one waits). */
    ofOrder: staffProcedure('empleado')
      .input(orderIdInputSchema)
      .query(({ ctx, input }) => ctx.services.substitutions.forOrder(input.id)),
    /** «Minutos para aprobar una sustitución» (the owner's). */
    settings: staffProcedure('dueño').query(({ ctx }) => ctx.services.substitutionSettings.current()),
    updateSettings: staffProcedure('dueño')
      .input(substitutionSettingsSchema)
      .mutation(({ ctx, input }) => ctx.services.substitutionSettings.update(input, sessionOf(ctx).staff)),
  }),
};
