import { z } from 'zod';
import { passwordSchema } from '../accounts';
import { emailSchema, text } from '../shared/common';

// Staff members: their roles, first owner, sign-in and the owner's list; each one's own access: two-step
// verification (TOTP with recovery codes) and their password.

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

/** `repartidor` (issue 33): sees only the day's stops assigned to them, and their own account. */
export const STAFF_ROLES = ['dueño', 'empleado', 'repartidor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'El rol debe ser «dueño», «empleado» o «repartidor».' });

export const setupOwnerInputSchema = z
  .object({ token: text(200, 1), nombre: text(120, 2), email: emailSchema, password: passwordSchema })
  .strict();
export type SetupOwnerInput = z.infer<typeof setupOwnerInputSchema>;
/** `pnpm admin:create-owner`: the same fields without the link's token. */
export const newOwnerInputSchema = setupOwnerInputSchema.omit({ token: true });

export const staffLoginInputSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, 'Escribe tu contraseña.').max(200),
    /** Asked for only when the account has two-step verification on. */
    codigo: staffCodeSchema.optional(),
  })
  .strict();
export type StaffLoginInput = z.infer<typeof staffLoginInputSchema>;

export const staffSchema = z.object({ id: z.number().int(), nombre: z.string(), email: z.string(), rol: staffRoleSchema });
export type Staff = z.infer<typeof staffSchema>;
export const addStaffInputSchema = z
  .object({ nombre: text(120, 2), email: emailSchema, rol: staffRoleSchema, password: passwordSchema })
  .strict();
export type AddStaffInput = z.infer<typeof addStaffInputSchema>;
export const updateStaffInputSchema = z
  .object({ id: z.number().int().positive(), rol: staffRoleSchema.optional(), activo: z.boolean().optional() })
  .strict();
export type UpdateStaffInput = z.infer<typeof updateStaffInputSchema>;
export const staffIdInputSchema = z.object({ id: z.number().int().positive() }).strict();
export const revokeSessionInputSchema = z.object({ sesion: z.string().regex(/^[0-9a-f]{64}$/, 'Sesión inválida.') }).strict();
