export { createContactService, type ContactService } from './contact';
export { createAdminMessages } from './messages';
export { contactAdminProcedures } from './admin-router';
export { contactRouter } from './router';
export { contactRoutes } from './rest';
