import { z } from 'zod';
import { emailSchema, isoDateSchema, text } from '../shared/common';
import { optionalPhoneSchema } from '../shared/phone';
import { PURCHASE_CHANNELS, WASTE_REASONS } from './rules';
import { addCalendarDays, MARGIN_TABLES } from './margins';

// The buyer's inputs (issue 46): suppliers, purchase orders, receipts and waste. Quantities are whole lot
// units (grams or pieces, contracts' buying/rules.ts), money whole centavos; every bound is a message.

const id = (what: string) => z.number({ error: `${what} debe ser un número.` }).int(`${what} debe ser un número entero.`).positive(`${what} debe ser positivo.`).max(2 ** 31 - 1);

/** Lot units (grams or pieces) of one line: 1 up to a tonne, or a million pieces. */
export const lotQuantitySchema = z.number({ error: 'La cantidad debe ser un número.' }).int('La cantidad va en gramos o piezas enteros.').min(1, 'La cantidad debe ser mayor que cero.').max(1_000_000, 'La cantidad es de 1,000,000 como máximo (1,000 kg o un millón de piezas).');

/** Centavos paid for something the shop buys: more than zero, up to $1,000,000. */
export const costCentavosSchema = z.number({ error: 'El costo debe ser un número.' }).int('El costo va en centavos enteros.').min(1, 'El costo debe ser mayor que cero.').max(100_000_000, 'El costo es de $1,000,000 como máximo.');

/** A client-made key for one receipt or waste entry: the same key twice (a double tap, a retry) records once. */
export const entryKeySchema = z.string({ error: 'Falta la clave de la captura.' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'La clave de la captura no es válida.');

const optionalText = (max: number) => text(max).optional().transform((v) => (v ? v : null));

export const supplierInputSchema = z
  .object({
    nombre: text(120, 2),
    contacto: optionalText(120),
    telefono: optionalPhoneSchema.optional().transform((v) => (v ? v : null)),
    whatsapp: optionalPhoneSchema.optional().transform((v) => (v ? v : null)),
    correo: z.union([z.literal(''), emailSchema]).optional().transform((v) => (v ? v : null)),
    diasEntrega: z.number({ error: 'Los días de entrega deben ser un número.' }).int('Los días de entrega son enteros.').min(0, 'Los días de entrega no pueden ser negativos.').max(60, 'Los días de entrega son 60 como máximo.').default(1),
    notas: optionalText(1000),
  })
  .strict();
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierUpdateSchema = supplierInputSchema.extend({ id: id('El proveedor'), activo: z.boolean().optional() }).strict();

/** A product a supplier sells: its pack («caja de 10 kg» = 10000 g) and what one pack costs. */
export const supplierProductInputSchema = z
  .object({
    proveedorId: id('El proveedor'),
    productoId: id('El producto'),
    empaque: text(60, 1),
    empaqueCantidad: lotQuantitySchema,
    costoCentavos: costCentavosSchema,
    preferido: z.boolean().default(false),
  })
  .strict();
export type SupplierProductInput = z.input<typeof supplierProductInputSchema>;

/** The purchase proposal: demand of the delivery days [desde, desde + dias). */
export const purchaseProposalInputSchema = z
  .object({
    desde: isoDateSchema.optional(),
    dias: z.number().int().min(1, 'De 1 a 14 días.').max(14, 'De 1 a 14 días.').default(1),
  })
  .strict();
export type PurchaseProposalInput = z.input<typeof purchaseProposalInputSchema>;

const purchaseLineSchema = z.object({ productoId: id('El producto'), paquetes: z.number({ error: 'Los paquetes deben ser un número.' }).int('Los paquetes son enteros.').min(1, 'Pide al menos un paquete.').max(10_000, 'Son 10,000 paquetes como máximo.') }).strict();

/** Draft orders the owner made from a proposal (or by hand): one per supplier, what to ask for. */
export const createPurchaseOrdersSchema = z
  .object({
    desde: isoDateSchema.optional(),
    dias: z.number().int().min(1).max(14).optional(),
    ordenes: z.array(z.object({ proveedorId: id('El proveedor'), lineas: z.array(purchaseLineSchema).min(1, 'Una orden lleva al menos un producto.').max(200) }).strict()).min(1, 'Elige al menos un proveedor.').max(50),
  })
  .strict();
export type CreatePurchaseOrdersInput = z.input<typeof createPurchaseOrdersSchema>;

/** A draft's lines replaced (packs 0 are not sent: a product is taken out by leaving it off). */
export const editPurchaseOrderSchema = z.object({ id: id('La orden'), lineas: z.array(purchaseLineSchema).min(1, 'Una orden lleva al menos un producto.').max(200), llegada: isoDateSchema.optional(), notas: optionalText(1000) }).strict();

export const sendPurchaseOrderSchema = z.object({ id: id('La orden'), por: z.enum(PURCHASE_CHANNELS, { error: 'Envía por WhatsApp, correo o impresa.' }) }).strict();

/**
 * What arrived of one product: against a purchase order's line (`ordenLineaId`, with `recibidaAntes`, what
 * the receiver's screen showed as received so far: a second phone that saw less is told, not counted twice)
 * or without one (the market: `proveedorId` optional). Real cost of the whole lot, code and best-before date.
 */
export const receiveLineSchema = z
  .object({
    clave: entryKeySchema,
    productoId: id('El producto'),
    ordenLineaId: id('La línea de la orden').optional(),
    recibidaAntes: z.number().int().min(0).max(100_000_000).optional(),
    proveedorId: id('El proveedor').optional(),
    cantidad: lotQuantitySchema,
    costoCentavos: costCentavosSchema,
    codigo: optionalText(40),
    vence: isoDateSchema,
  })
  .strict();
export type ReceiveLineInput = z.input<typeof receiveLineSchema>;

/** «Merma»: lot units thrown away or given away from one lot, and why. */
export const wasteInputSchema = z
  .object({
    clave: entryKeySchema,
    loteId: id('El lote'),
    cantidad: lotQuantitySchema,
    motivo: z.enum(WASTE_REASONS, { error: 'Elige el motivo: dañado, vencido, calidad, muestra o consumo interno.' }),
    nota: optionalText(300),
  })
  .strict();
export type WasteInput = z.input<typeof wasteInputSchema>;

/** A day that exists (2026-02-31 does not: JavaScript would read it as March 3rd). */
const calendarDaySchema = isoDateSchema.refine((d) => addCalendarDays(d, 0) === d, 'Esa fecha no existe.');

/** A report's period: from a day, for some days (a week by default, up to a year), and how to group it. */
export const marginReportInputSchema = z
  .object({
    desde: calendarDaySchema.optional(),
    dias: z.number().int().min(1, 'De 1 a 366 días.').max(366, 'De 1 a 366 días.').default(7),
    agrupar: z.enum(['dia', 'semana']).default('dia'),
  })
  .strict();
export type MarginReportInput = z.input<typeof marginReportInputSchema>;

/** GET /admin/exportar/margenes.csv: one table of the margin report (the query string's text, coerced). */
export const marginCsvQuerySchema = z
  .object({
    tabla: z.enum(MARGIN_TABLES, { error: 'Tabla desconocida.' }),
    desde: calendarDaySchema.optional(),
    dias: z.coerce.number().int().min(1, 'De 1 a 366 días.').max(366, 'De 1 a 366 días.').default(7),
    agrupar: z.enum(['dia', 'semana']).default('dia'),
  })
  .strict();
/** «Vence pronto»: lots whose best-before date is within this many days of today (or already past). */
export const expiringInputSchema = z.object({ dias: z.number({ error: 'Los días deben ser un número.' }).int('Los días son enteros.').min(0, 'De 0 a 60 días.').max(60, 'De 0 a 60 días.').default(3) }).strict();
export type ExpiringInput = z.input<typeof expiringInputSchema>;
