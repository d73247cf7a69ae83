import { z } from 'zod';
import { text } from '../shared/common';
import { PURCHASE_STATES } from './rules';

// The inputs of the supplier list and the purchase orders' lists and moves (issue 46, items 1–2) that the
// buyer's schemas in buying.ts do not cover: which supplier, which order, which state.

const id = (what: string) => z.number({ error: `${what} debe ser un número.` }).int(`${what} debe ser un número entero.`).positive(`${what} debe ser positivo.`).max(2 ** 31 - 1);

/** «Proveedores»: a search over name, contact, phone and e-mail; the inactive ones only when asked. */
export const supplierListInputSchema = z
  .object({
    q: text(100).optional(),
    inactivos: z.boolean().default(false),
  })
  .strict();
export type SupplierListInput = z.input<typeof supplierListInputSchema>;

export const supplierIdInputSchema = z.object({ id: id('El proveedor') }).strict();

/** A product taken off a supplier's list (its past orders and lots keep it). */
export const supplierProductKeySchema = z.object({ proveedorId: id('El proveedor'), productoId: id('El producto') }).strict();

/** The purchase orders in one state (all when none). */
export const purchaseOrderListInputSchema = z
  .object({
    estado: z.enum(PURCHASE_STATES, { error: 'Elige un estado de la lista.' }).optional(),
  })
  .strict();
export type PurchaseOrderListInput = z.input<typeof purchaseOrderListInputSchema>;

export const purchaseOrderIdInputSchema = z.object({ id: id('La orden') }).strict();
