import { couponPreviewInputSchema } from '@huerta/contracts';
import { limitedBy, resolveUser, router } from '../../trpc/trpc';

/** The storefront's «¿Tienes un cupón?»: the discount the code gives this cart, or why not (beside `codigo`). */
export const couponRouter = router({
  preview: limitedBy('coupon')
    .use(resolveUser)
    .input(couponPreviewInputSchema)
    .mutation(({ ctx, input }) => ctx.services.orders.previewCoupon(input, ctx.user?.id ?? null)),
});
