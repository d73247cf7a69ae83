import { substitutionAnswerSchema, substitutionLinkSchema } from '@huerta/contracts';
import { limitedBy, router } from '../../trpc/trpc';

/** The shopper's page of a substitute (no session: the e-mail's signed link is the key; bounded per address as a standing order's link). */
export const substitutionRouter = router({
  view: limitedBy('standingLink')
    .input(substitutionLinkSchema)
    .query(({ ctx, input }) => ctx.services.substitutions.view(input)),
  answer: limitedBy('standingLink')
    .input(substitutionAnswerSchema)
    .mutation(({ ctx, input }) => ctx.services.substitutions.answer(input)),
});
