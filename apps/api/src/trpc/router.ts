import { accountRouter } from '../modules/accounts';
import { catalogRouter } from '../modules/catalog';
import { contactRouter, orderRouter, paymentRouter } from '../modules/orders';
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
