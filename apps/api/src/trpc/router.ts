import { accountRouter } from '../modules/accounts/router';
import { catalogRouter } from '../modules/catalog/router';
import { contactRouter } from '../modules/contact/router';
import { couponRouter } from '../modules/coupons/router';
import { facturaRouter } from '../modules/facturas/router';
import { orderRouter } from '../modules/orders/router';
import { paymentRouter } from '../modules/payments/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  catalog: catalogRouter,
  account: accountRouter,
  order: orderRouter,
  payment: paymentRouter,
  contact: contactRouter,
  factura: facturaRouter,
  coupon: couponRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
