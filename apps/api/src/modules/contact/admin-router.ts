import {
  messageIdInputSchema,
  messageListInputSchema,
  replyMessageInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const contactAdminProcedures = {
  messages: adminRouterFactory({
    unread: staffProcedure('empleado').query(({ ctx }) => ctx.services.adminMessages.unread()),
    list: staffProcedure('empleado')
      .input(messageListInputSchema)
      .query(({ ctx, input }) => ctx.services.adminMessages.list(input)),
    open: staffProcedure('empleado')
      .input(messageIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminMessages.open(input.id)),
    reply: staffProcedure('empleado')
      .input(replyMessageInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminMessages.reply(input, sessionOf(ctx).staff)),
  }),
};
