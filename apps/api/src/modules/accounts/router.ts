import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateAccountInputSchema,
  verifyEmailInputSchema,
  businessApplicationSchema,
  businessInviteSchema,
  businessJoinSchema,
  businessPersonSchema,
  standingOrderCreateSchema,
  standingOrderStateSchema,
  standingSkipSchema,
  standingOrderUpdateSchema,
  standingLinkSchema,
  standingLinkUpdateSchema,
  savedCardTestSchema,
  savedCardStripeSchema,
  cardSetupSchema,
} from '@huerta/contracts';
import { toPesos } from '@huerta/contracts';
import { toUser } from './accounts';
import { creditOf } from './credit';
import { limitedBy, protectedProcedure, publicProcedure, requireUser, router } from '../../trpc/trpc';

export const accountRouter = router({
  register: limitedBy('register').input(registerInputSchema).mutation(({ ctx, input }) => ctx.services.accounts.register(input, ctx.idioma)),
  login: publicProcedure.input(loginInputSchema).mutation(({ ctx, input }) => ctx.services.limited.login(input, ctx.ip)),
  forgotPassword: limitedBy('forgot')
    .input(forgotPasswordInputSchema)
    .mutation(async ({ ctx, input }) => ({ message: await ctx.services.accounts.forgotPassword(input.email) })),
  resetPassword: limitedBy('forgot')
    .input(resetPasswordInputSchema)
    .mutation(async ({ ctx, input }) => ({ message: await ctx.services.accounts.resetPassword(input) })),
  me: protectedProcedure.query(({ ctx }) => toUser(ctx.user)),
  update: protectedProcedure.input(updateAccountInputSchema).mutation(({ ctx, input }) => ctx.services.accounts.update(ctx.user.id, input)),
  orders: protectedProcedure.query(async ({ ctx }) => {
    await ctx.services.emailVerification.attachIfVerified(ctx.user);
    return ctx.services.orders.listForUser(ctx.user.id);
  }),
  guestOrders: protectedProcedure.query(({ ctx }) => ctx.services.emailVerification.status(ctx.user)),
  /** «Soy negocio» (issue 34): the account's business application and its state, or null. */
  business: protectedProcedure.query(({ ctx }) => ctx.services.businesses.mine(ctx.user.id)),
  applyAsBusiness: limitedBy('verify')
    .use(requireUser)
    .input(businessApplicationSchema)
    .mutation(({ ctx, input }) => ctx.services.businesses.apply(ctx.user.id, input)),
  /** The business's people (issue 34): the titular invites by e-mail; the invited account joins with the link. */
  inviteToBusiness: limitedBy('verify')
    .use(requireUser)
    .input(businessInviteSchema)
    .mutation(({ ctx, input }) => ctx.services.businessPeople.invite(ctx.user.id, input.email)),
  joinBusiness: limitedBy('verify')
    .use(requireUser)
    .input(businessJoinSchema)
    .mutation(({ ctx, input }) => ctx.services.businessPeople.join(ctx.user.id, input.token)),
  /** The titular removes a person, or a person leaves (their own id). */
  removeFromBusiness: protectedProcedure.input(businessPersonSchema).mutation(({ ctx, input }) => ctx.services.businessPeople.remove(ctx.user.id, input.usuario_id)),
  /** The business's orders with who placed each, for any of its people. */
  businessOrders: protectedProcedure.query(({ ctx }) => ctx.services.businessPeople.orders(ctx.user.id)),
  /** Standing orders (issue 34): a past order repeated weekly or every two weeks; paused, resumed, cancelled. */
  standingOrders: protectedProcedure.query(({ ctx }) => ctx.services.standingOrders.list(ctx.user.id)),
  createStandingOrder: protectedProcedure.input(standingOrderCreateSchema).mutation(({ ctx, input }) => ctx.services.standingOrders.create(ctx.user.id, input)),
  /** The reminder's «Omitir esta semana» (no session: the signed link is the permission, for that day only). */
  skipStandingOrder: limitedBy('verify')
    .input(standingSkipSchema)
    .mutation(({ ctx, input }) => ctx.services.standingOrders.skip(input)),
  setStandingOrder: protectedProcedure.input(standingOrderStateSchema).mutation(({ ctx, input }) => ctx.services.standingOrders.setState(ctx.user.id, input)),
  updateStandingOrder: protectedProcedure.input(standingOrderUpdateSchema).mutation(({ ctx, input }) => ctx.services.standingOrders.update(ctx.user.id, input)),
  /** The reminder's «Modificar»: the plan its signed link names, and one change saved through it. */
  standingByLink: limitedBy('standingLink')
    .input(standingLinkSchema)
    .query(({ ctx, input }) => ctx.services.standingOrders.viewByLink(input)),
  updateStandingByLink: limitedBy('standingLink')
    .input(standingLinkUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.standingOrders.updateByLink(input)),
  /** The card saved for standing orders (issue 34): shown, saved with consent (test form or Stripe's SetupIntent), removed. */
  savedCard: protectedProcedure.query(({ ctx }) => ctx.services.savedCards.current(ctx.user.id)),
  saveTestCard: limitedBy('savedCard')
    .use(requireUser)
    .input(savedCardTestSchema)
    .mutation(({ ctx, input }) => ctx.services.savedCards.saveTest(ctx.user.id, input)),
  cardSetup: limitedBy('savedCard')
    .use(requireUser)
    .input(cardSetupSchema)
    .mutation(({ ctx }) => ctx.services.savedCards.setup(ctx.user.id)),
  saveStripeCard: protectedProcedure.input(savedCardStripeSchema).mutation(({ ctx, input }) => ctx.services.savedCards.saveStripe(ctx.user.id, input.setup_intent)),
  removeCard: protectedProcedure.mutation(({ ctx }) => ctx.services.savedCards.remove(ctx.user.id)),
  /** The account's shop credit («saldo a favor»), in pesos: spent by itself on the next order paid online. */
  credit: protectedProcedure.query(async ({ ctx }) => ({ saldo: toPesos(await creditOf(ctx.services.database.db, ctx.services.database.t, ctx.user.id)) })),
  requestEmailVerification: limitedBy('verify')
    .use(requireUser)
    .mutation(async ({ ctx }) => ({ message: await ctx.services.emailVerification.request(ctx.user) })),
  verifyEmail: limitedBy('verify')
    .input(verifyEmailInputSchema)
    .mutation(({ ctx, input }) => ctx.services.emailVerification.verify(input.token)),
});
