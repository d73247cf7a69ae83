import { accountRouter } from './routers/account';
import { catalogRouter } from './routers/catalog';
import { contactRouter, orderRouter, paymentRouter } from './routers/order';
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
