/**
 * What a CFDI 4.0 needs to know about its receiver, from the SAT's catalogues (Anexo 20, c_RegimenFiscal and
 * c_UsoCFDI) and its RFC rules. Zod-free: the storefront's account page and checkout show the selects and
 * check as the shopper types with the same code the server refuses with.
 */

export type Persona = 'fisica' | 'moral';

/** c_RegimenFiscal: code, description and who may have it. */
export const REGIMENES_FISCALES = [
  { clave: '601', nombre: 'General de Ley Personas Morales', personas: ['moral'] },
  { clave: '603', nombre: 'Personas Morales con Fines no Lucrativos', personas: ['moral'] },
  { clave: '605', nombre: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', personas: ['fisica'] },
  { clave: '606', nombre: 'Arrendamiento', personas: ['fisica'] },
  { clave: '607', nombre: 'Régimen de Enajenación o Adquisición de Bienes', personas: ['fisica'] },
  { clave: '608', nombre: 'Demás ingresos', personas: ['fisica'] },
  { clave: '610', nombre: 'Residentes en el Extranjero sin Establecimiento Permanente en México', personas: ['fisica', 'moral'] },
  { clave: '611', nombre: 'Ingresos por Dividendos (socios y accionistas)', personas: ['fisica'] },
  { clave: '612', nombre: 'Personas Físicas con Actividades Empresariales y Profesionales', personas: ['fisica'] },
  { clave: '614', nombre: 'Ingresos por intereses', personas: ['fisica'] },
  { clave: '615', nombre: 'Régimen de los ingresos por obtención de premios', personas: ['fisica'] },
  { clave: '616', nombre: 'Sin obligaciones fiscales', personas: ['fisica'] },
  { clave: '620', nombre: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', personas: ['moral'] },
  { clave: '621', nombre: 'Incorporación Fiscal', personas: ['fisica'] },
  { clave: '622', nombre: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', personas: ['moral'] },
  { clave: '623', nombre: 'Opcional para Grupos de Sociedades', personas: ['moral'] },
  { clave: '624', nombre: 'Coordinados', personas: ['moral'] },
  { clave: '625', nombre: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', personas: ['fisica'] },
  { clave: '626', nombre: 'Régimen Simplificado de Confianza', personas: ['fisica', 'moral'] },
] as const satisfies readonly { clave: string; nombre: string; personas: readonly Persona[] }[];

export type RegimenFiscal = (typeof REGIMENES_FISCALES)[number]['clave'];

// The receiver's régimen each use admits (c_UsoCFDI's «Régimen Fiscal Receptor» column).
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const DEDUCTIONS = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
const ANY = ['601', '603', '605', '606', '608', '610', '611', '612', '614', '616', '620', '621', '622', '623', '624', '607', '615', '625', '626'];

/**
 * c_UsoCFDI for a sale of goods: «CP01 Pagos» and «CN01 Nómina» belong to other kinds of CFDI and are
 * left out. Groceries are usually G01 (restaurants, hotels: merchandise) or G03 (general expenses).
 */
export const USOS_CFDI = [
  { clave: 'G01', nombre: 'Adquisición de mercancías', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'G02', nombre: 'Devoluciones, descuentos o bonificaciones', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'G03', nombre: 'Gastos en general', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'I01', nombre: 'Construcciones', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'I02', nombre: 'Mobiliario y equipo de oficina por inversiones', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'I03', nombre: 'Equipo de transporte', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'I04', nombre: 'Equipo de cómputo y accesorios', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'I05', nombre: 'Dados, troqueles, moldes, matrices y herramental', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'I06', nombre: 'Comunicaciones telefónicas', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'I07', nombre: 'Comunicaciones satelitales', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'I08', nombre: 'Otra maquinaria y equipo', personas: ['fisica', 'moral'], regimenes: BUSINESS },
  { clave: 'D01', nombre: 'Honorarios médicos, dentales y gastos hospitalarios', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D02', nombre: 'Gastos médicos por incapacidad o discapacidad', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D03', nombre: 'Gastos funerales', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D04', nombre: 'Donativos', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D05', nombre: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D06', nombre: 'Aportaciones voluntarias al SAR', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D07', nombre: 'Primas por seguros de gastos médicos', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D08', nombre: 'Gastos de transportación escolar obligatoria', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D09', nombre: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'D10', nombre: 'Pagos por servicios educativos (colegiaturas)', personas: ['fisica'], regimenes: DEDUCTIONS },
  { clave: 'S01', nombre: 'Sin efectos fiscales', personas: ['fisica', 'moral'], regimenes: ANY },
] as const satisfies readonly { clave: string; nombre: string; personas: readonly Persona[]; regimenes: readonly string[] }[];

export type UsoCfdi = (typeof USOS_CFDI)[number]['clave'];

/** «Público en general»: what a ticket without factura is issued to, never a shopper's own RFC. */
export const RFC_PUBLICO_GENERAL = 'XAXX010101000';

const RFC_SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/;

/** Upper case without spaces or dashes: «gode-561231-gr8» is how people copy it. */
export const normalizeRfc = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '');

/**
 * Who an RFC belongs to, or why it is not one: 3 letters (persona moral) or 4 (persona física), the
 * date of registration or birth as AAMMDD (a real calendar day) and a 3-character homoclave.
 */
export function rfcProblem(rfc: string): string | null {
  const m = RFC_SHAPE.exec(rfc);
  if (!m) return 'El RFC tiene 12 caracteres (persona moral) o 13 (persona física): letras, 6 dígitos de fecha y 3 de homoclave.';
  const [, , yy, mm, dd] = m;
  const month = Number(mm);
  const day = Number(dd);
  // Any century: the leap day depends on the year's last two digits only (2000 was a leap year).
  const days = new Date(Date.UTC(2000 + Number(yy), month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > days) return `La fecha del RFC (${yy}${mm}${dd}) no es una fecha válida (AAMMDD).`;
  if (rfc === RFC_PUBLICO_GENERAL) return 'XAXX010101000 es el RFC de «público en general»: para facturar escribe el tuyo.';
  return null;
}

export const personaOf = (rfc: string): Persona => (rfc.length === 12 ? 'moral' : 'fisica');

export const regimenesFor = (persona: Persona) => REGIMENES_FISCALES.filter((r) => (r.personas as readonly Persona[]).includes(persona));
export const usosFor = (persona: Persona, regimen: string) =>
  USOS_CFDI.filter((u) => (u.personas as readonly Persona[]).includes(persona) && (u.regimenes as readonly string[]).includes(regimen));

export const regimenLabel = (clave: string) => {
  const r = REGIMENES_FISCALES.find((x) => x.clave === clave);
  return r ? `${r.clave} — ${r.nombre}` : clave;
};
export const usoLabel = (clave: string) => {
  const u = USOS_CFDI.find((x) => x.clave === clave);
  return u ? `${u.clave} — ${u.nombre}` : clave;
};

// CFDI 4.0 wants the name exactly as in the Constancia de Situación Fiscal, which leaves out the company's
// legal form: «TAQUERÍA EL FARO» and not «TAQUERÍA EL FARO, S.A. DE C.V.» (a PAC refuses the latter).
const LEGAL_FORM = /[,\s]+(S\.?\s?A\.?\s?P\.?\s?I\.?|S\.?\s?A\.?\s?B\.?|S\.?\s?A\.?|S\.?\s?DE\s?R\.?\s?L\.?|S\.?\s?EN\s?C\.?|S\.?\s?C\.?|A\.?\s?C\.?|S\.?\s?C\.?\s?DE\s?R\.?\s?L\.?)(\s+DE\s+C\.?\s?V\.?)?\.?$/;

/** Why a razón social would be refused by a PAC, or null. */
export function razonSocialProblem(name: string, persona: Persona): string | null {
  if (persona === 'moral' && LEGAL_FORM.test(name)) {
    return 'Escribe la razón social sin el régimen societario (sin «S.A. de C.V.», «S. de R.L.»…), tal como aparece en tu Constancia de Situación Fiscal.';
  }
  return null;
}

/** Upper case, single spaces: how the SAT writes names. */
export const normalizeRazonSocial = (raw: string) => raw.trim().replace(/\s+/g, ' ').toUpperCase();

/** Where a factura stands: asked for with the order, then issued by staff (its PDF and XML uploaded). */
export const FACTURA_STATES = ['solicitada', 'emitida'] as const;
export type FacturaState = (typeof FACTURA_STATES)[number];
export const FACTURA_STATE_LABELS: Record<FacturaState, string> = { solicitada: 'Factura en proceso', emitida: 'Factura emitida' };
