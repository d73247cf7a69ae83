import { accountRouter } from '../modules/accounts/router';
import { catalogRouter } from '../modules/catalog/router';
import { contactRouter, orderRouter, paymentRouter } from '../modules/orders/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  catalog: catalogRouter,
  account: accountRouter,
  order: orderRouter,
  payment: paymentRouter,
  contact: contactRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
