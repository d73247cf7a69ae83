import { accountRouter } from '../modules/accounts/router';
import { catalogRouter } from '../modules/catalog/router';
import { contactRouter } from '../modules/contact/router';
import { couponRouter } from '../modules/coupons/router';
import { facturaRouter } from '../modules/facturas/router';
import { orderRouter } from '../modules/orders/router';
import { orderChangeRouter } from '../modules/order-changes/router';
import { paymentRouter } from '../modules/payments/router';
import { remindersRouter } from '../modules/reminders/router';
import { substitutionRouter } from '../modules/substitutions/router';
import { problemRouter } from '../modules/problems/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  catalog: catalogRouter,
  account: accountRouter,
  order: orderRouter,
  orderChange: orderChangeRouter,
  payment: paymentRouter,
  contact: contactRouter,
  factura: facturaRouter,
  reminders: remindersRouter,
  substitution: substitutionRouter,
  problem: problemRouter,
  coupon: couponRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
