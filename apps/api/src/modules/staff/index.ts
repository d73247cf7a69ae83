export { createAuditLog } from './audit-log';
export { createStaffService, SESSION_MAX_MS } from './staff';
export { createTwoFactor } from './two-factor';
