import { z } from 'zod';
import { FACTURA_STATES, REGIMENES_FISCALES, USOS_CFDI, normalizeRazonSocial, normalizeRfc, personaOf, razonSocialProblem, rfcProblem, usosFor } from './cfdi';

const REGIMEN_KEYS = REGIMENES_FISCALES.map((r) => r.clave) as [string, ...string[]];
const USO_KEYS = USOS_CFDI.map((u) => u.clave) as [string, ...string[]];

export const rfcSchema = z
  .string({ error: 'El RFC debe ser texto.' })
  .max(20, 'El RFC tiene 12 o 13 caracteres.')
  .transform(normalizeRfc)
  .superRefine((rfc, ctx) => {
    const problem = rfcProblem(rfc);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The receiver's data a CFDI 4.0 needs, checked together: the régimen must be one the RFC's kind of
 * person may have, the use one that régimen admits, the name as the SAT writes it.
 */
export const fiscalDataSchema = z
  .object({
    rfc: rfcSchema,
    razon_social: z
      .string({ error: 'La razón social debe ser texto.' })
      .max(254, 'La razón social tiene como máximo 254 caracteres.')
      .transform(normalizeRazonSocial)
      .pipe(z.string().min(1, 'Escribe la razón social o tu nombre como aparece en tu Constancia de Situación Fiscal.')),
    regimen_fiscal: z.enum(REGIMEN_KEYS, { error: 'Elige un régimen fiscal del catálogo del SAT.' }),
    uso_cfdi: z.enum(USO_KEYS, { error: 'Elige un uso de CFDI del catálogo del SAT.' }),
    codigo_postal_fiscal: z.string({ error: 'Debe ser texto.' }).trim().regex(/^\d{5}$/, 'El código postal fiscal tiene 5 dígitos.'),
  })
  .strict()
  .superRefine((d, ctx) => {
    const persona = personaOf(d.rfc);
    const who = persona === 'moral' ? 'una persona moral' : 'una persona física';
    const regimen = REGIMENES_FISCALES.find((r) => r.clave === d.regimen_fiscal)!;
    if (!(regimen.personas as readonly string[]).includes(persona)) {
      ctx.addIssue({ code: 'custom', path: ['regimen_fiscal'], message: `El régimen ${regimen.clave} no corresponde a ${who} (RFC de ${d.rfc.length} caracteres).` });
      return;
    }
    if (!usosFor(persona, d.regimen_fiscal).some((u) => u.clave === d.uso_cfdi)) {
      ctx.addIssue({ code: 'custom', path: ['uso_cfdi'], message: `El uso ${d.uso_cfdi} no se admite con el régimen ${d.regimen_fiscal} para ${who}.` });
    }
    const name = razonSocialProblem(d.razon_social, persona);
    if (name) ctx.addIssue({ code: 'custom', path: ['razon_social'], message: name });
  });
export type FiscalData = z.output<typeof fiscalDataSchema>;
export type FiscalDataInput = z.input<typeof fiscalDataSchema>;

/** An order's factura as its shopper sees it: who it is for, and whether the files are ready. */
export const orderFacturaSchema = z.object({
  rfc: z.string(),
  razon_social: z.string(),
  regimen_fiscal: z.string(),
  uso_cfdi: z.string(),
  codigo_postal_fiscal: z.string(),
  estado: z.enum(FACTURA_STATES),
  /** The folio fiscal (UUID) of the stamped CFDI, once issued. */
  uuid: z.string().nullable(),
  emitida: z.string().nullable(),
});
export type OrderFactura = z.infer<typeof orderFacturaSchema>;

/** What each uploaded file may weigh: a CFDI's PDF is ~100 KB, its XML ~10 KB. */
export const FACTURA_FILE_LIMITS = { pdf: 2 * 1024 * 1024, xml: 512 * 1024 } as const;
