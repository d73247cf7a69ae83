export { createAuditLog } from './audit-log';
export { SESSION_MAX_MS, createStaffService } from './staff';
export { createTwoFactor } from './two-factor';
