import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments';

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
  pagos: z.object({
    proveedor: z.enum(['stripe', 'prueba']),
    publishableKey: z.string().optional(),
    /** The methods the owner turned on (issue 33), in the order the checkout offers them. */
    metodos: z.array(z.enum(PAYMENT_METHODS)),
    /** Pay on delivery's limits: the largest total (pesos), its zones (null: all) and whether only customers with a delivered order may use it. */
    contra_entrega: z.object({ maximo: z.number(), zonas: z.array(z.number()).nullable(), solo_con_entregado: z.boolean() }),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const configResponseSchema = z.object({ success: z.boolean(), data: publicConfigSchema });
