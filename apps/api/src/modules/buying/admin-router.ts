import { receivingAdminProcedures } from './receiving-admin-router';
import { supplierAdminProcedures } from './supplier-admin-router';

/**
 * The back office's procedures of the buying module, merged into the root admin router (admin-router.ts):
 * suppliers and purchase orders, and the dock's side (receiving, lots, waste), each in its own file.
 */
export const buyingAdminProcedures = { ...supplierAdminProcedures, ...receivingAdminProcedures };
