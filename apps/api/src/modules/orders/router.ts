import { cancelOrderInputSchema, confirmOrderInputSchema, createOrderInputSchema, differenceInputSchema, resumeOrderInputSchema } from '@huerta/contracts';
import { ORDER_CANCELLED_BY_SHOPPER, ORDER_CREATED_BY_METHOD, ORDER_RESUMED } from './orders';
import { takeHeldOrder } from '../../platform/limits/limits';
import { limitedBy, requireUser, resolveUser, router } from '../../trpc/trpc';

export const orderRouter = router({
  create: limitedBy('order').use(resolveUser).input(createOrderInputSchema).mutation(async ({ ctx, input }) => {
    await takeHeldOrder(ctx.services.limits, input.metodo_pago, ctx.ip);
    const { clientSecret, pedido } = await ctx.services.orders.create(input, ctx.user?.id ?? null, ctx.idioma);
    return { message: ORDER_CREATED_BY_METHOD[pedido.pago.metodo], clientSecret, pedido };
  }),
  resume: limitedBy('payment')
    .use(requireUser)
    .input(resumeOrderInputSchema)
    .mutation(async ({ ctx, input }) => {
      const { clientSecret, pedido } = await ctx.services.orders.resume(input.pedido_id, ctx.user.id);
      return { message: ORDER_RESUMED, clientSecret, pedido };
    }),
  cancel: limitedBy('payment')
    .use(requireUser)
    .input(cancelOrderInputSchema)
    .mutation(async ({ ctx, input }) => ({ message: ORDER_CANCELLED_BY_SHOPPER, pedido: await ctx.services.unpaidOrders.cancelForShopper(input.pedido_id, ctx.user.id) })),
  confirm: limitedBy('payment').input(confirmOrderInputSchema).mutation(({ ctx, input }) => ctx.services.orders.confirm(input)),
  /** A weighed order's difference to pay, for the holder of the e-mailed link (packed-difference.ts). */
  difference: limitedBy('payment').input(differenceInputSchema).query(({ ctx, input }) => ctx.services.packedDifference.view(input)),
});

