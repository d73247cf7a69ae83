import { z } from 'zod';
import { actionEnvelope, emailSchema, requiredOr, text } from '../shared/common';
import { optionalPhoneSchema } from '../shared/phone';
import { fiscalDataSchema } from '../facturas';
import { addressPartsFields, requireWholeAddress } from '../shared/address-schema';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SHORT_MESSAGE } from './password';

export const passwordSchema = z
  .string({ error: requiredOr('La contraseña debe ser texto.') })
  .min(PASSWORD_MIN, PASSWORD_SHORT_MESSAGE)
  .max(PASSWORD_MAX, `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres.`);

export const userSchema = z.object({
  id: z.number().int(),
  nombre_completo: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  direccion_facturacion: z.string().nullable(),
  /** Where the shopper's orders usually go (issue 14): the cart starts from it. */
  codigo_postal: z.string().nullable(),
  /** The address in parts (`direccion` is them joined); null on accounts that only have the one line. */
  calle: z.string().nullable(),
  colonia: z.string().nullable(),
  referencias: z.string().nullable(),
  /** For facturas (CFDI 4.0): offered at checkout when the shopper asks for one. */
  datos_fiscales: z
    .object({ rfc: z.string(), razon_social: z.string(), regimen_fiscal: z.string(), uso_cfdi: z.string(), codigo_postal_fiscal: z.string() })
    .nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginInputSchema = z
  .object({
    usuario: emailSchema,
    // Login accepts any length up to the maximum so that old, shorter passwords are not locked out.
    password: z.string({ error: requiredOr('La contraseña debe ser texto.') }).min(1, 'La contraseña es obligatoria.').max(PASSWORD_MAX),
  })
  .strict();
export type LoginInput = z.infer<typeof loginInputSchema>;

const postalCodeSchema = z.string({ error: 'Debe ser texto.' }).trim().regex(/^\d{5}$/, 'El código postal tiene 5 dígitos.');

/**
 * API.md's `{ nombre, tel, direccion, usuario, password }`; the storefront also sends the address in parts
 * (calle, colonia, codigo_postal, referencias), and then `direccion` is their joined line.
 */
export const registerInputSchema = z
  .object({
    nombre: text(120, 1),
    tel: optionalPhoneSchema.optional().default(''),
    direccion: text(300).optional().default(''),
    usuario: emailSchema,
    password: passwordSchema,
    ...addressPartsFields,
    codigo_postal: postalCodeSchema.optional(),
  })
  .strict()
  .superRefine(requireWholeAddress);
export type RegisterInput = z.input<typeof registerInputSchema>;

export const authResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ jwt: z.string(), usuario: userSchema }),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const updateAccountInputSchema = z
  .object({
    telefono: optionalPhoneSchema.optional(),
    direccion: text(300).optional(),
    direccion_facturacion: text(300).optional(),
    /** 5 digits, or empty to forget it. */
    codigo_postal: z.string({ error: 'Debe ser texto.' }).trim().regex(/^(\d{5})?$/, 'El código postal tiene 5 dígitos.').optional(),
    /** The address in parts: with them, `direccion` becomes their joined line (with the postal code). */
    ...addressPartsFields,
    /** The account's fiscal data, or null to forget them. */
    datos_fiscales: fiscalDataSchema.nullable().optional(),
  })
  .strict();
export type UpdateAccountInput = z.infer<typeof updateAccountInputSchema>;

/** GET /api/mi-cuenta: `{ success, data: User }`. */
export const accountResponseSchema = z.object({ success: z.boolean(), data: userSchema });
/** PATCH /api/mi-cuenta: `{ success, message, data: User }`. */
export const updateAccountResponseSchema = actionEnvelope(userSchema);

export const forgotPasswordInputSchema = z.object({ email: emailSchema }).strict();
export const resetPasswordInputSchema = z
  .object({ token: text(200, 1), password: passwordSchema })
  .strict();
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The link's token from the verification e-mail (`/verificar-correo?token=…`). */
export const verifyEmailInputSchema = z.object({ token: text(200, 1) }).strict();
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

/** Orders paid as a guest with the account's e-mail, waiting for the e-mail to be verified. */
/**
 * account.guestOrders: whether the e-mail is verified and, only once it is, how many guest orders wait to
 * join. Before that `pendientes` is null: registering with someone else's e-mail must not learn that
 * orders were placed with it.
 */
export const guestOrdersSchema = z.object({ pendientes: z.number().int().nullable(), verificado: z.boolean() });
export type GuestOrders = z.infer<typeof guestOrdersSchema>;

/** POST /api/verificar-correo: how many guest orders joined the account. */
export const verifyEmailResponseSchema = actionEnvelope(z.object({ pedidos_agregados: z.number().int() }));
