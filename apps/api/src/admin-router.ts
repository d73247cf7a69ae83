import { accountsAdminProcedures } from './modules/accounts';
import { businessAdminProcedures } from './modules/business';
import { catalogAdminProcedures } from './modules/catalog';
import { contactAdminProcedures } from './modules/contact';
import { contentAdminProcedures } from './modules/content';
import { deliveryAdminProcedures } from './modules/delivery';
import { facturasAdminProcedures } from './modules/facturas';
import { ordersAdminProcedures } from './modules/orders';
import { paymentsAdminProcedures } from './modules/payments';
import { settingsAdminProcedures } from './modules/settings';
import { adminRouterFactory, staffAdminProcedures } from './modules/staff';

/**
 * The back office's API, served at /admin/trpc (apps/admin imports `AdminRouter`): each module brings
 * its own procedures (modules/<capability>/admin-router.ts), all behind the staff session and role check
 * of `staffProcedure` (modules/staff/trpc.ts).
 */
export const adminRouter = adminRouterFactory({
  ...accountsAdminProcedures,
  ...businessAdminProcedures,
  ...catalogAdminProcedures,
  ...contactAdminProcedures,
  ...contentAdminProcedures,
  ...deliveryAdminProcedures,
  ...facturasAdminProcedures,
  ...ordersAdminProcedures,
  ...paymentsAdminProcedures,
  ...settingsAdminProcedures,
  ...staffAdminProcedures,
});

export type AdminRouter = typeof adminRouter;
