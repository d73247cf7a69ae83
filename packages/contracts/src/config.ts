import { z } from 'zod';

export const publicConfigSchema = z.object({
  tienda: z.object({ nombre: z.string(), telefono: z.string(), whatsapp: z.string(), email: z.string() }),
  /** Pesos. */
  envio: z.object({ costo: z.number(), gratisDesde: z.number() }),
  /** Where and when the shop delivers (issue 14): the zones by postal code and the delivery calendar. */
  entregas: z.object({
    zonaHoraria: z.string(),
    /** "23:00": orders from this time count as the next day's. */
    corte: z.string(),
    cerrados: z.array(z.string()),
    ventanas: z.array(z.object({ id: z.string(), nombre: z.string() })),
    /** Active zones; money in pesos, the shop's rule already applied where a zone has none of its own. */
    zonas: z.array(
      z.object({ id: z.number(), nombre: z.string(), codigosPostales: z.array(z.string()), costo: z.number(), gratisDesde: z.number(), minimo: z.number(), diasEntrega: z.array(z.number()) }),
    ),
  }),
  pagos: z.object({ proveedor: z.enum(['stripe', 'prueba']), publishableKey: z.string().optional() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const configResponseSchema = z.object({ success: z.boolean(), data: publicConfigSchema });

/** The delivery days and windows a postal code can choose from now (`catalog.deliverySlots`). */
export const deliverySlotsInputSchema = z.object({ codigo_postal: z.string().trim().regex(/^\d{5}$/, 'El código postal tiene 5 dígitos.') }).strict();
