import { confirmOrderInputSchema, contactInputSchema, createOrderInputSchema, testPaymentInputSchema } from '@huerta/contracts';
import { ORDER_CREATED } from '../../services/orders';
import { optionalUserProcedure, publicProcedure, router } from '../trpc';

export const orderRouter = router({
  create: optionalUserProcedure.input(createOrderInputSchema).mutation(async ({ ctx, input }) => {
    const { clientSecret, pedido } = await ctx.services.orders.create(input, ctx.user?.id ?? null);
    return { message: ORDER_CREATED, clientSecret, pedido };
  }),
  confirm: publicProcedure.input(confirmOrderInputSchema).mutation(async ({ ctx, input }) => ({ message: await ctx.services.orders.confirm(input) })),
});

export const paymentRouter = router({
  payTest: publicProcedure.input(testPaymentInputSchema).mutation(({ ctx, input }) => ctx.services.payTest(input)),
});

export const contactRouter = router({
  send: publicProcedure.input(contactInputSchema).mutation(({ ctx, input }) => ({ message: ctx.services.contact.send(input, ctx.ip) })),
});
