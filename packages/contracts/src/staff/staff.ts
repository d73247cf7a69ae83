import { z } from 'zod';
import { passwordSchema } from '../accounts/account';

// A staff member's own access: two-step verification (TOTP with recovery codes) and their password.

/** Six digits from the authenticator app, or a recovery code (`abcd-efgh`). */
export const staffCodeSchema = z
  .string({ error: 'Escribe el código.' })
  .trim()
  .min(6, 'Escribe el código de 6 dígitos de tu app o un código de recuperación.')
  .max(20, 'Escribe el código de 6 dígitos de tu app o un código de recuperación.');

export const totpCodeInputSchema = z
  .object({ codigo: z.string().trim().regex(/^\d{6}$/, 'El código tiene 6 dígitos.') })
  .strict();
export type TotpCodeInput = z.infer<typeof totpCodeInputSchema>;

export const confirmPasswordInputSchema = z.object({ password: z.string().min(1, 'Escribe tu contraseña.').max(200) }).strict();
export type ConfirmPasswordInput = z.infer<typeof confirmPasswordInputSchema>;

export const changeStaffPasswordInputSchema = z
  .object({ actual: z.string().min(1, 'Escribe tu contraseña actual.').max(200), nueva: passwordSchema })
  .strict()
  .refine((v) => v.actual !== v.nueva, { message: 'La contraseña nueva debe ser distinta de la actual.', path: ['nueva'] });
export type ChangeStaffPasswordInput = z.infer<typeof changeStaffPasswordInputSchema>;

export const twoFactorPolicyInputSchema = z.object({ obligatorio: z.boolean() }).strict();

/** How many recovery codes a staff member gets each time (each works once). */
export const RECOVERY_CODES = 10;
