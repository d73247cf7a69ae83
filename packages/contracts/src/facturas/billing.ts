import { z } from 'zod';
import { REGIMENES_FISCALES, normalizeRazonSocial, personaOf, razonSocialProblem } from './cfdi';
import { rfcSchema } from './factura';

/**
 * How the shop stamps: the test mode (offline, «SIN VALIDEZ FISCAL»), its PAC with the owner's key, or by hand
 * elsewhere (the owner uploads each stamped PDF and XML, nothing is stamped here).
 */
export const BILLING_MODES = ['prueba', 'pac', 'manual'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** c_Periodicidad of the factura global. */
export const PERIODICIDADES_GLOBAL = [
  { clave: '01', nombre: 'Diaria' },
  { clave: '02', nombre: 'Semanal' },
  { clave: '03', nombre: 'Quincenal' },
  { clave: '04', nombre: 'Mensual' },
  { clave: '05', nombre: 'Bimestral' },
] as const;
export type PeriodicidadGlobal = (typeof PERIODICIDADES_GLOBAL)[number]['clave'];

const REGIMEN_KEYS = REGIMENES_FISCALES.map((r) => r.clave) as [string, ...string[]];
const PERIODICIDAD_KEYS = PERIODICIDADES_GLOBAL.map((p) => p.clave) as [PeriodicidadGlobal, ...PeriodicidadGlobal[]];

/**
 * «Ajustes → Facturación»: who the shop is to the SAT and how it stamps. The PAC's key is write-only: an
 * empty `clave_pac` keeps the one saved, and no answer ever carries it back.
 */
export const billingSettingsSchema = z
  .object({
    modo: z.enum(BILLING_MODES, { error: 'Elige cómo se timbra: modo de prueba, PAC o a mano.' }),
    rfc: rfcSchema,
    razon_social: z
      .string({ error: 'La razón social debe ser texto.' })
      .max(254, 'La razón social tiene como máximo 254 caracteres.')
      .transform(normalizeRazonSocial)
      .pipe(z.string().min(1, 'Escribe la razón social de la tienda como aparece en su Constancia de Situación Fiscal.')),
    regimen_fiscal: z.enum(REGIMEN_KEYS, { error: 'Elige el régimen fiscal de la tienda.' }),
    lugar_expedicion: z.string({ error: 'Debe ser texto.' }).trim().regex(/^\d{5}$/, 'El lugar de expedición es el código postal de la tienda: 5 dígitos.'),
    serie: z
      .string({ error: 'Debe ser texto.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,10}$/, 'La serie lleva de 1 a 10 letras o dígitos, sin espacios (por ejemplo «HB»).'),
    periodicidad_global: z.enum(PERIODICIDAD_KEYS, { error: 'Elige cada cuándo se emite la factura global.' }),
    clave_pac: z.string({ error: 'Debe ser texto.' }).trim().max(200, 'La clave del PAC es demasiado larga.').optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    const persona = personaOf(d.rfc);
    const regimen = REGIMENES_FISCALES.find((r) => r.clave === d.regimen_fiscal)!;
    if (!(regimen.personas as readonly string[]).includes(persona)) {
      ctx.addIssue({ code: 'custom', path: ['regimen_fiscal'], message: `El régimen ${regimen.clave} no corresponde a una persona ${persona === 'moral' ? 'moral' : 'física'} (RFC de ${d.rfc.length} caracteres).` });
    }
    const name = razonSocialProblem(d.razon_social, persona);
    if (name) ctx.addIssue({ code: 'custom', path: ['razon_social'], message: name });
  });
export type BillingSettingsInput = z.input<typeof billingSettingsSchema>;
export type BillingSettingsForm = z.output<typeof billingSettingsSchema>;

/** What the back office reads: everything but the key, and whether one is saved. */
export interface BillingSettingsView extends Omit<BillingSettingsForm, 'clave_pac'> {
  clave_guardada: boolean;
}
