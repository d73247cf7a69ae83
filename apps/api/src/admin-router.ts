import { businessAdminProcedures } from './modules/business/admin-router';
import { buyingAdminProcedures } from './modules/buying/admin-router';
import { catalogAdminProcedures } from './modules/catalog/admin-router';
import { contactAdminProcedures } from './modules/contact/admin-router';
import { contentAdminProcedures } from './modules/content/admin-router';
import { deliveryAdminProcedures } from './modules/delivery/admin-router';
import { driversAdminProcedures } from './modules/drivers/admin-router';
import { facturasAdminProcedures } from './modules/facturas/admin-router';
import { marginAdminProcedures } from './modules/margins/admin-router';
import { ordersAdminProcedures } from './modules/orders/admin-router';
import { paymentsAdminProcedures } from './modules/payments/admin-router';
import { problemsAdminProcedures } from './modules/problems/admin-router';
import { settingsAdminProcedures } from './modules/settings/admin-router';
import { standingAdminProcedures } from './modules/standing/admin-router';
import { substitutionsAdminProcedures } from './modules/substitutions/admin-router';
import { adminRouterFactory } from './trpc/admin';
import { staffAdminProcedures } from './modules/staff/admin-router';
import { couponsAdminProcedures } from './modules/coupons/admin-router';

/**
 * The back office's API, served at /admin/trpc (apps/admin imports `AdminRouter`): each module brings
 * its own procedures (modules/<capability>/admin-router.ts), all behind the staff session and role check
 * of `staffProcedure` (trpc/admin.ts).
 */
export const adminRouter = adminRouterFactory({
  ...businessAdminProcedures,
  ...buyingAdminProcedures,
  ...catalogAdminProcedures,
  ...contactAdminProcedures,
  ...contentAdminProcedures,
  ...couponsAdminProcedures,
  ...deliveryAdminProcedures,
  ...driversAdminProcedures,
  ...facturasAdminProcedures,
  ...marginAdminProcedures,
  ...ordersAdminProcedures,
  ...paymentsAdminProcedures,
  ...problemsAdminProcedures,
  ...settingsAdminProcedures,
  ...standingAdminProcedures,
  ...substitutionsAdminProcedures,
  ...staffAdminProcedures,
});

export type AdminRouter = typeof adminRouter;
