export { createAccountsService } from './accounts';
export { createAdminCustomers } from './admin-customers';
export { addCredit, creditOf, spendCredit } from './credit';
export { createEmailVerification } from './email-verification';
export { createLimitedActions } from './limited-actions';
