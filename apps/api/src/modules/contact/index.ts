export { createContactService, type ContactService } from './contact';
export { createAdminMessages } from './messages';
