import { z } from 'zod';
import { isoDateSchema, text } from '../shared/common';
import { COUPON_CODE_PATTERN, COUPON_KINDS, normalizeCouponCode } from './rules';

// Discount codes (issue 47): the owner's form in «Cupones», the storefront's preview, and the order's `codigo`.

/** A code as typed anywhere: case-insensitive, stored upper-case. */
export const couponCodeSchema = z
  .string({ error: 'El cupón debe ser texto.' })
  .transform(normalizeCouponCode)
  .pipe(z.string().regex(COUPON_CODE_PATTERN, 'El cupón tiene de 3 a 30 letras, números, guiones o guiones bajos.'));

const ids = (what: string) => z.array(z.number({ error: `${what}: elige de la lista.` }).int().positive().max(2 ** 31 - 1), { error: `${what}: elige de la lista.` }).max(500).default([]);
const limit = (what: string) => z.number({ error: `${what} debe ser un número.` }).int(`${what} debe ser un número entero.`).min(1, `${what} debe ser al menos 1.`).max(1_000_000, `${what} es de 1,000,000 como máximo.`).nullable().default(null);

const couponFields = z
  .object({
    codigo: couponCodeSchema,
    descripcion: text(200).optional().transform((v) => v || null),
    tipo: z.enum(COUPON_KINDS, { error: 'Elige el tipo de cupón.' }),
    /** Percent (1–100) for `porcentaje`, centavos for `monto`, 0 for `envio_gratis`. */
    valor: z.number({ error: 'El valor debe ser un número.' }).int('El valor debe ser un número entero.').min(0, 'El valor no puede ser negativo.').max(100_000_000, 'El valor es de $1,000,000 como máximo.'),
    minimoCentavos: z.number({ error: 'El mínimo debe ser un número.' }).int('El mínimo va en centavos enteros.').min(1, 'El mínimo debe ser mayor que cero.').max(100_000_000, 'El mínimo es de $1,000,000 como máximo.').nullable().default(null),
    desde: isoDateSchema.nullable().default(null),
    hasta: isoDateSchema.nullable().default(null),
    usosMax: limit('Los usos totales'),
    usosPorCliente: limit('Los usos por cliente'),
    primerPedido: z.boolean().default(false),
    zonas: ids('Zonas'),
    categorias: ids('Categorías'),
    clientes: ids('Clientes'),
    activo: z.boolean().default(true),
  })
  .strict();

/** What no single field's bound can say: a percent's range, a fixed amount above zero, dates in order. */
function checkCoupon(c: z.output<typeof couponFields>, ctx: z.RefinementCtx) {
  if (c.tipo === 'porcentaje' && (c.valor < 1 || c.valor > 100)) ctx.addIssue({ code: 'custom', path: ['valor'], message: 'El porcentaje va de 1 a 100.' });
  if (c.tipo === 'monto' && c.valor < 1) ctx.addIssue({ code: 'custom', path: ['valor'], message: 'El monto debe ser mayor que cero.' });
  if (c.desde && c.hasta && c.hasta < c.desde) ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha final es anterior a la inicial.' });
}

/** «Cupones»: the owner's form (money in centavos, days `YYYY-MM-DD` in the shop's time). */
export const couponInputSchema = couponFields.superRefine(checkCoupon);
export type CouponInput = z.input<typeof couponInputSchema>;

/** An edit: the code's id beside its fields (flat, so each message lands beside its field). */
export const couponUpdateSchema = couponFields.extend({ id: z.number().int().positive().max(2 ** 31 - 1) }).strict().superRefine(checkCoupon);

/** A code in the back office's list: its terms and how many orders (not cancelled) used it. */
export interface CouponRow {
  id: number;
  codigo: string;
  descripcion: string | null;
  tipo: (typeof COUPON_KINDS)[number];
  valor: number;
  minimoCentavos: number | null;
  desde: string | null;
  hasta: string | null;
  usosMax: number | null;
  usosPorCliente: number | null;
  primerPedido: boolean;
  zonas: number[];
  categorias: number[];
  clientes: number[];
  activo: boolean;
  usos: number;
  descuentoTotalCentavos: number;
}

/** The cart's «¿Tienes un cupón?»: the server prices the cart as the order would and says the discount or why not. */
export const couponPreviewInputSchema = z
  .object({
    codigo: couponCodeSchema,
    productos: z.array(z.object({ id: z.number().int().positive().max(2 ** 31 - 1), items: z.number().int().positive().max(999) }).passthrough()).min(1, 'El carrito está vacío.').max(200),
    codigo_postal: z.string().trim().regex(/^\d{5}$/, 'El código postal tiene 5 dígitos.').optional(),
    /** A guest's e-mail: their uses of the code are counted by it. */
    email: z.string().trim().max(254).optional(),
  })
  .strict();
export type CouponPreviewInput = z.input<typeof couponPreviewInputSchema>;

/** The preview's answer: the discount (pesos, as the order shows money) and the delivery fee once applied. */
export const couponPreviewSchema = z.object({ codigo: z.string(), tipo: z.enum(COUPON_KINDS), descuento: z.number(), envio: z.number(), subtotal: z.number(), total: z.number() });
export type CouponPreview = z.infer<typeof couponPreviewSchema>;
