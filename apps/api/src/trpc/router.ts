import { accountRouter } from '../modules/accounts';
import { catalogRouter } from '../modules/catalog';
import { contactRouter } from '../modules/contact';
import { orderRouter } from '../modules/orders';
import { paymentRouter } from '../modules/payments';
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
