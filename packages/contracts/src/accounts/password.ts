/** Passwords of new accounts (the registration form checks the length before sending, as the server does). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SHORT_MESSAGE = `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`;
