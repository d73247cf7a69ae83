import { z } from 'zod';

export const publicConfigSchema = z.object({
  tienda: z.object({ nombre: z.string(), telefono: z.string(), whatsapp: z.string(), email: z.string() }),
  /** Pesos. */
  envio: z.object({ costo: z.number(), gratisDesde: z.number() }),
  pagos: z.object({ proveedor: z.enum(['stripe', 'prueba']), publishableKey: z.string().optional() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const configResponseSchema = z.object({ success: z.boolean(), data: publicConfigSchema });
