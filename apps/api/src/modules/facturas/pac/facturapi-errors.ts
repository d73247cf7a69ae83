import { PacError } from './provider';

/** What the SDK throws for an answer that is not 2xx (its FacturapiError), read without importing the SDK. */
interface FacturapiFailure {
  name: 'FacturapiError';
  message: string;
  status: number;
  code?: string;
  path?: string;
  errors?: { code?: string; path?: string; message?: string }[];
}
const isFacturapiError = (err: unknown): err is FacturapiFailure =>
  err instanceof Error && err.name === 'FacturapiError' && typeof (err as { status?: unknown }).status === 'number';

export const PAC_UNREACHABLE = 'El PAC no respondió; se reintentará.';

/** Facturapi's field paths (its request body) → the shop's field the owner or shopper fixes. */
const FIELD_BY_PATH: [RegExp, string][] = [
  [/^customer\.tax_id$/, 'rfc'],
  [/^customer\.legal_name$/, 'nombre'],
  [/^customer\.address\.zip$/, 'codigo_postal'],
  [/^customer\.tax_system$/, 'regimen'],
  [/^use$/, 'uso'],
  [/^payment_form$/, 'forma_pago'],
  [/^payment_method$/, 'metodo_pago'],
  [/^items\.\d+\.product\.product_key$/, 'clave_prod_serv'],
  [/^items\.\d+\.product\.unit_key$/, 'clave_unidad'],
  [/^address\.zip$/, 'lugar_expedicion'],
  [/^date$/, 'fecha'],
  [/^global(\.|$)/, 'factura_global'],
  [/^related_documents(\.|$)/, 'relacionados'],
  [/^complements(\.|$)/, 'pagos'],
  [/^substitution$/, 'sustituto'],
  [/^motive$/, 'motivo'],
];

/** Facturapi's codes (and the SAT's, relayed in `errors[]`) that name the field without a path. */
const FIELD_BY_CODE: Record<string, string> = {
  tax_id_not_found: 'rfc',
  legal_name_mismatch: 'nombre',
  tax_address_zip_mismatch: 'codigo_postal',
  tax_system_not_allowed_for_tax_id: 'regimen',
  tax_system_not_in_catalog: 'regimen',
  product_key_not_found: 'clave_prod_serv',
  unit_key_not_found: 'clave_unidad',
  substitution_invoice_required: 'sustituto',
  substitution_invoice_not_found: 'sustituto',
  substitution_invoice_canceled: 'sustituto',
  substitution_invoice_status_not_allowed: 'sustituto',
  // Anexo 20's matrix: CFDI40145 name, CFDI40147 CP, CFDI40157/58 régimen, CFDI40161 uso for the régimen.
  CFDI40145: 'nombre',
  CFDI40147: 'codigo_postal',
  CFDI40157: 'regimen',
  CFDI40158: 'regimen',
  CFDI40161: 'uso',
};

/** What to fix, per field, when Facturapi's own words are not Spanish or speak of its API's paths. */
const WHAT_TO_FIX: Record<string, string> = {
  rfc: 'El SAT no reconoce el RFC del cliente: revisa que esté escrito como en su Constancia de Situación Fiscal.',
  nombre: 'El nombre o razón social no coincide con el registrado en el SAT para ese RFC: escríbelo como en la Constancia de Situación Fiscal, sin «S.A. de C.V.».',
  codigo_postal: 'El código postal no es el del domicilio fiscal registrado en el SAT para ese RFC: usa el de la Constancia de Situación Fiscal.',
  regimen: 'El régimen fiscal no es uno de los que el SAT tiene registrados para ese RFC: elige el de la Constancia de Situación Fiscal.',
  uso: 'El uso del CFDI no corresponde al régimen fiscal del cliente: elige un uso que su régimen admita.',
  forma_pago: 'La forma de pago no es válida para este comprobante.',
  metodo_pago: 'El método de pago (PUE o PPD) no es válido para este comprobante.',
  clave_prod_serv: 'Una clave de producto o servicio del SAT no es válida: corrígela en el producto.',
  clave_unidad: 'Una clave de unidad del SAT no es válida: corrígela en el producto.',
  lugar_expedicion: 'El código postal del lugar de expedición no es válido: corrígelo en Ajustes → Facturación.',
  fecha: 'La fecha del comprobante no es válida para el SAT (no puede ser futura ni de hace más de 72 horas): vuelve a emitirlo.',
  factura_global: 'Los datos de la factura global (periodicidad, mes, año) no son válidos.',
  relacionados: 'Los comprobantes relacionados no son válidos: revisa los folios fiscales (UUID).',
  pagos: 'Los datos del complemento de pago no son válidos: revisa el pago y los saldos de las facturas que liquida.',
  sustituto: 'La factura que sustituye a la cancelada no es válida: emite primero la sustituta y usa su folio fiscal.',
  motivo: 'El motivo de cancelación no es válido (01, 02, 03 o 04).',
};

// Codes that say «the same request later» rather than «change the data».
const RETRY_CODES = new Set(['idempotency_key_in_use', 'stamping_in_progress', 'rate_limit_exceeded', 'invoice_stamping_service_unavailable', 'invoice_cancellation_service_unavailable']);

const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|del|una?|debe|campo|factura|fiscal|requerid[oa])\b/i;
/** Facturapi names its own request fields in quotes («El campo "customer.tax_id" es requerido.»). */
const API_PATH = /"[a-z_]+(\.[a-z_0-9]+)+"/;

function fieldOf(err: FacturapiFailure): string | undefined {
  const paths = [err.path, ...(err.errors ?? []).map((e) => e.path)].filter((p): p is string => !!p);
  for (const p of paths) for (const [re, field] of FIELD_BY_PATH) if (re.test(p)) return field;
  for (const code of [err.code, ...(err.errors ?? []).map((e) => e.code)]) if (code && FIELD_BY_CODE[code]) return FIELD_BY_CODE[code];
  return undefined;
}

/**
 * Any failure of a call to Facturapi as the PacError the facturas module shows: a refusal (4xx) says in Spanish
 * what to fix and names the field; the PAC away (network, 429, 5xx) is retryable. The API key never appears,
 * even if a proxy echoed it back in its text.
 */
export function pacErrorOf(err: unknown, apiKey: string): PacError {
  if (err instanceof PacError) return err;
  const scrub = (s: string) => (apiKey ? s.split(apiKey).join('[llave oculta]') : s);
  if (!isFacturapiError(err)) return new PacError(PAC_UNREACHABLE, true);
  if (err.status === 429 || err.status >= 500 || RETRY_CODES.has(err.code ?? '')) return new PacError(PAC_UNREACHABLE, true);
  if (err.status === 401 || err.status === 403) {
    return new PacError('Facturapi rechazó la llave de API: revisa la llave secreta en Ajustes → Facturación.', false, 'api_key');
  }
  const field = fieldOf(err);
  const own = scrub(err.message ?? '').trim();
  const ownIsClear = own !== '' && SPANISH.test(own) && !API_PATH.test(own);
  const message = ownIsClear ? own : (field && WHAT_TO_FIX[field]) || 'El PAC rechazó el comprobante: revisa los datos fiscales del cliente y de los productos.';
  return new PacError(message, false, field);
}
