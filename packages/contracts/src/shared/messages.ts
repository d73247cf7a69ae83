/** The schemas' messages a form also says before sending (zod-free, for the storefront's forms). */
export const REQUIRED_MESSAGE = 'Es obligatorio.';
export const EMAIL_MESSAGE = 'Correo electrónico inválido.';
