import { z } from 'zod';
import { isoDateSchema, pesosSchema, text } from '../shared/common';

// Delivery zones and the delivery calendar, edited by the owner (the rule itself: delivery.ts).

/** "22800" or an inclusive range "22000-22699". */
const postalCodesSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{5})?$/, 'Escribe códigos postales de 5 dígitos o rangos como 22000-22699.')
      .refine((r) => {
        const [from, to = from] = r.split('-');
        return from! <= to!;
      }, 'Un rango de códigos postales va del menor al mayor.'),
  )
  .min(1, 'La zona necesita al menos un código postal.')
  .max(200, 'Como máximo 200 códigos o rangos por zona.');

export const zoneFieldsSchema = z
  .object({
    nombre: text(60, 2),
    codigosPostales: postalCodesSchema,
    /** Pesos; null: the shop's shipping fee (Ajustes). */
    costo: pesosSchema(10_000, 'El costo de envío').nullable(),
    /** Pesos; null: the shop's free-shipping threshold (Ajustes). */
    gratisDesde: pesosSchema(1_000_000, 'El monto para envío gratis').nullable(),
    minimo: pesosSchema(100_000, 'El pedido mínimo'),
    diasEntrega: z
      .array(z.number().int().min(0).max(6), { error: 'Elige los días de entrega.' })
      .min(1, 'Elige al menos un día de entrega.')
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'Un día de entrega está repetido.'),
    activa: z.boolean(),
    /** Orders each delivery window of a day takes in this zone. */
    capacidad: z.number({ error: 'La capacidad debe ser un número.' }).int('La capacidad es un número entero.').min(1, 'La capacidad es de al menos 1 pedido.').max(10_000, 'La capacidad no puede pasar de 10,000 pedidos.'),
  })
  .strict();
export type ZoneFields = z.infer<typeof zoneFieldsSchema>;
export const updateZoneInputSchema = z.object({ id: z.number().int().positive(), zona: zoneFieldsSchema }).strict();
export const zoneIdInputSchema = z.object({ id: z.number().int().positive() }).strict();

export const deliverySettingsSchema = z
  .object({
    /** Orders from this time (the shop's clock) count as the next day's. */
    corte: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escribe la hora de corte como 23:00.'),
    /** Days without deliveries (holidays). */
    cerrados: z.array(isoDateSchema).max(100, 'Como máximo 100 días cerrados.'),
    /** The windows a shopper chooses from (each zone takes `capacidad` orders in each). */
    ventanas: z
      .array(z.object({ id: z.string().regex(/^[a-z]{2,20}$/, 'La clave de una ventana es una palabra en minúsculas, sin acentos.'), nombre: text(60, 2) }).strict())
      .min(1, 'Define al menos una ventana de entrega.')
      .max(6, 'Como máximo 6 ventanas de entrega.')
      .refine((v) => new Set(v.map((w) => w.id)).size === v.length, 'Dos ventanas tienen la misma clave.'),
  })
  .strict();

/** The windows of a new shop. */
export const DEFAULT_WINDOWS = [
  { id: 'manana', nombre: 'Mañana (9:00 a 13:00)' },
  { id: 'tarde', nombre: 'Tarde (15:00 a 19:00)' },
];

/** A new shop's calendar: the 11 pm cut-off its terms promise, no closed days, two windows. */
export const DEFAULT_CALENDAR: DeliverySettings = { corte: '23:00', cerrados: [], ventanas: DEFAULT_WINDOWS };
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** The delivery days and windows a postal code can choose from now (`catalog.deliverySlots`). */
export const deliverySlotsInputSchema = z.object({ codigo_postal: z.string().trim().regex(/^\d{5}$/, 'El código postal tiene 5 dígitos.') }).strict();
