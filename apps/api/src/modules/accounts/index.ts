export { createAccountsService } from './accounts';
export { addCredit, creditOf, spendCredit } from './credit';
export { createEmailVerification } from './email-verification';
export { createLimitedActions } from './limited-actions';
