// The back office's procedures of the buying module, merged into the root admin router (admin-router.ts).
export { supplierAdminProcedures } from './supplier-admin-router';
