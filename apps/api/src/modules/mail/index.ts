export { createMailer, type Mailer } from './mail';
