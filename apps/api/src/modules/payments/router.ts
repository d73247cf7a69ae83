import { testPaymentInputSchema } from '@huerta/contracts';
import { limitedBy, router } from '../../trpc/trpc';

/** The storefront's payment calls: paying an order in test mode (the Stripe Elements step talks to Stripe itself). */
export const paymentRouter = router({
  payTest: limitedBy('payment').input(testPaymentInputSchema).mutation(({ ctx, input }) => ctx.services.payTest(input)),
});
