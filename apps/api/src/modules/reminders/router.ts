import { reminderPrefsSchema, reminderUnsubscribeSchema, savedCartSchema } from '@huerta/contracts';
import { protectedProcedure, publicProcedure, router } from '../../trpc/trpc';

/** «Avisos por correo»: the shopper's switches and saved cart (signed in); the unsubscribe link (no session). */
export const remindersRouter = router({
  prefs: protectedProcedure.query(({ ctx }) => ctx.services.reminders.prefs(ctx.user.id)),
  setPrefs: protectedProcedure.input(reminderPrefsSchema).mutation(({ ctx, input }) => ctx.services.reminders.setPrefs(ctx.user.id, input)),
  saveCart: protectedProcedure.input(savedCartSchema).mutation(({ ctx, input }) => ctx.services.reminders.saveCart(ctx.user.id, input)),
  /** The unsubscribe page's look: a query, so it changes nothing (a mail scanner fetching the link unsubscribes no one). */
  checkLink: publicProcedure.input(reminderUnsubscribeSchema).query(({ ctx, input }) => ctx.services.reminders.checkLink(input)),
  unsubscribe: publicProcedure.input(reminderUnsubscribeSchema).mutation(({ ctx, input }) => ctx.services.reminders.unsubscribe(input)),
});
