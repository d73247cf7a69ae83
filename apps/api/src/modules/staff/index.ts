export { recordAudit } from './audit';
export { createAuditLog } from './audit-log';
export { requireStaff } from './http-auth';
export { createStaffService } from './staff';
export { adminRouterFactory, createAdminContextFactory, sessionOf, staffProcedure } from './trpc';
export { createTwoFactor } from './two-factor';
export { staffAdminProcedures } from './admin-router';
