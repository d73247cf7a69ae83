import { couponInputSchema, couponUpdateSchema } from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** «Cupones» (issue 47): the owner's. */
export const couponsAdminProcedures = {
  coupons: adminRouterFactory({
    list: staffProcedure('dueño').query(({ ctx }) => ctx.services.adminCoupons.list()),
    create: staffProcedure('dueño')
      .input(couponInputSchema)
      .mutation(({ ctx, input }) => ctx.services.adminCoupons.create(input, sessionOf(ctx).staff)),
    update: staffProcedure('dueño')
      .input(couponUpdateSchema)
      .mutation(({ ctx, input: { id, ...cupon } }) => ctx.services.adminCoupons.update(id, cupon, sessionOf(ctx).staff)),
  }),
};
