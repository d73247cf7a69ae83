/**
 * The CFDI documents the shop issues (issue 45), built from what it stored: an order's factura (ingreso),
 * a nota de crédito (egreso) and the factura global. The complemento de pago is in cfdi-pago.ts. Prices in
 * the shop include IVA, so every amount here starts from what the shopper paid and takes the IVA out of it.
 */
import type { OrderMethod } from '../payments/payment-methods';
import { SHIPPING_IVA_RATE, type IvaRate } from '../shared/iva';
import { RFC_PUBLICO_GENERAL, USOS_CFDI } from './cfdi';
import { conceptoIvaIncluded, documentTotals, importeText, prorate, trasladoIncluded } from './cfdi-amounts';
import type { CfdiConcepto, CfdiDocument, CfdiInformacionGlobal, CfdiParty, CfdiReceptor, CfdiTraslado, FormaPago, MetodoPago } from './cfdi-document';

/**
 * SAT keys the shop uses for what is not a product. c_ClaveProdServ 78102203 «Servicios de envío, recogida
 * o entrega de paquetes» is the key shops and invoicing systems put on a delivery fee; 84111506 «Servicios de
 * facturación» with ClaveUnidad ACT is what the Anexo 20 guide (Apéndice 5) asks of a nota de crédito and
 * of the complemento de pago's one concepto; 01010101 «No existe en el catálogo» with ACT is what the
 * factura global's guide asks of each sale.
 */
export const SAT_KEYS = {
  envio: { claveProdServ: '78102203', claveUnidad: 'E48', unidad: 'Unidad de servicio' },
  notaCredito: { claveProdServ: '84111506', claveUnidad: 'ACT', unidad: 'Actividad' },
  pago: { claveProdServ: '84111506', claveUnidad: 'ACT', unidad: 'Actividad' },
  global: { claveProdServ: '01010101', claveUnidad: 'ACT', unidad: 'Actividad' },
} as const;

/** How the card was funded, when the payment provider says (Stripe's `card.funding`). */
export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

/**
 * c_FormaPago of an order's method: card 04 (credit) or 28 (debit or prepaid, when known; credit otherwise),
 * OXXO and pay on delivery 01 (cash), SPEI 03, on credit 99 «por definir» (paid later, each payment with its
 * complemento de pago).
 */
export function formaPagoFor(method: OrderMethod, opts: { funding?: CardFunding | null } = {}): FormaPago {
  switch (method) {
    case 'tarjeta':
      return opts.funding === 'debit' || opts.funding === 'prepaid' ? '28' : '04';
    case 'oxxo':
    case 'contra_entrega':
      return '01';
    case 'spei':
      return '03';
    case 'credito':
      return '99';
  }
}

/** PPD for a sale on credit (paid after the invoice), PUE for everything paid at or before it. */
export const metodoPagoFor = (method: OrderMethod): MetodoPago => (method === 'credito' ? 'PPD' : 'PUE');

/** What every document the shop issues shares. */
export interface CfdiHeader {
  serie: string;
  folio: string;
  /** Local `YYYY-MM-DDTHH:mm:ss` at the lugar de expedición. */
  fecha: string;
  lugarExpedicion: string;
  emisor: CfdiParty;
}

export interface IngresoLine {
  productoId: string;
  descripcion: string;
  claveProdServ: string;
  claveUnidad: string;
  unidad: string;
  cantidadMilesimas: number;
  /** The line's price, IVA included, before a discount code; what was paid is this less `descuentoCentavos`. */
  totalCentavos: number;
  /** The line's part of a discount code (issue 47), IVA included: the concepto's Descuento. */
  descuentoCentavos?: number;
  tasaIva: IvaRate;
}

export interface IngresoInput extends CfdiHeader {
  receptor: CfdiReceptor;
  metodoPago: MetodoPago;
  formaPago: FormaPago;
  lines: readonly IngresoLine[];
  /** The delivery fee charged, IVA included (SHIPPING_IVA_RATE); 0 adds no line. */
  envioCentavos: number;
}

const nonNegative = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what}: se esperaban centavos enteros no negativos (${n}).`);
};

/**
 * An order's factura: one concepto per line (IVA taken out of what was paid for it) and the delivery fee as
 * its own. Lines that came to 0 (a weighed product not delivered) are left out: the SAT refuses a unit value
 * of 0 on an ingreso. Σ importes + Σ IVA = Σ lines + fee, exactly.
 */
export function buildIngreso(input: IngresoInput): CfdiDocument {
  const conceptos: CfdiConcepto[] = [];
  for (const line of input.lines) {
    nonNegative(line.totalCentavos, line.descripcion);
    if (line.totalCentavos === 0) continue;
    conceptos.push(
      conceptoIvaIncluded(
        {
          claveProdServ: line.claveProdServ,
          claveUnidad: line.claveUnidad,
          unidad: line.unidad,
          noIdentificacion: line.productoId,
          descripcion: line.descripcion,
          cantidadMilesimas: line.cantidadMilesimas,
        },
        line.totalCentavos,
        line.tasaIva,
        line.descuentoCentavos ?? 0,
      ),
    );
  }
  nonNegative(input.envioCentavos, 'Envío');
  if (input.envioCentavos > 0) {
    conceptos.push(conceptoIvaIncluded({ ...SAT_KEYS.envio, noIdentificacion: null, descripcion: 'Servicio de entrega a domicilio', cantidadMilesimas: 1000 }, input.envioCentavos, SHIPPING_IVA_RATE));
  }
  return {
    tipo: 'I',
    ...header(input),
    formaPago: input.formaPago,
    metodoPago: input.metodoPago,
    moneda: 'MXN',
    receptor: input.receptor,
    conceptos,
    ...documentTotals(conceptos),
    informacionGlobal: null,
    relacionados: null,
    pagos: null,
  };
}

const header = (h: CfdiHeader) => ({ serie: h.serie, folio: h.folio, fecha: h.fecha, lugarExpedicion: h.lugarExpedicion, emisor: h.emisor });

/** Per rate, what a refund gives back (IVA included). */
export interface RefundByRate {
  tasa: number;
  totalCentavos: number;
}

export interface EgresoInput extends CfdiHeader {
  /** The original invoice's receptor; its uso becomes G02 (S01 where the régimen does not allow G02). */
  receptor: CfdiReceptor;
  /** The UUID of the ingreso the nota de crédito reduces (TipoRelacion 01). */
  relatedUuid: string;
  /** How the money went back (the refund's forma de pago). */
  formaPago: Exclude<FormaPago, '99'>;
  /**
   * What is given back: by rate when the caller knows which lines it was for, or a sum of centavos that is
   * split over the original invoice's rates in proportion to what each rate totalled (`original`).
   */
  refund: readonly RefundByRate[] | { totalCentavos: number; original: readonly CfdiTraslado[] };
  descripcion?: string;
}

/** G02 «Devoluciones, descuentos o bonificaciones» where the receiver's régimen allows it, else S01. */
export function usoForEgreso(regimenFiscal: string): string {
  const g02 = USOS_CFDI.find((u) => u.clave === 'G02')!;
  return (g02.regimenes as readonly string[]).includes(regimenFiscal) ? 'G02' : 'S01';
}

/** The refund's centavos per rate, exactly summing to it. */
export function refundByRate(refund: EgresoInput['refund']): RefundByRate[] {
  if (Array.isArray(refund)) return refund.filter((r) => r.totalCentavos !== 0);
  const { totalCentavos, original } = refund as { totalCentavos: number; original: readonly CfdiTraslado[] };
  const parts = prorate(
    totalCentavos,
    original.map((t) => t.base + t.importe),
  );
  return original.map((t, i) => ({ tasa: t.tasa, totalCentavos: parts[i]! })).filter((r) => r.totalCentavos !== 0);
}

/**
 * A nota de crédito (egreso) for a refund or a weighed difference after stamping: one concepto per rate
 * (84111506, ACT, cantidad 1), related with TipoRelacion 01 to the invoice; its total is the refund exactly.
 */
export function buildEgreso(input: EgresoInput): CfdiDocument {
  const rates = refundByRate(input.refund);
  const byRate = new Map<number, number>();
  for (const r of rates) {
    nonNegative(r.totalCentavos, 'Reembolso');
    byRate.set(r.tasa, (byRate.get(r.tasa) ?? 0) + r.totalCentavos);
  }
  const conceptos = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tasa, total]) =>
      conceptoIvaIncluded(
        {
          ...SAT_KEYS.notaCredito,
          noIdentificacion: null,
          descripcion: `${input.descripcion ?? 'Devolución o bonificación'} (IVA ${tasa} %)`,
          cantidadMilesimas: 1000,
        },
        total,
        tasa,
      ),
    );
  if (conceptos.length === 0) throw new RangeError('Una nota de crédito necesita un importe mayor que cero.');
  return {
    tipo: 'E',
    ...header(input),
    formaPago: input.formaPago,
    metodoPago: 'PUE',
    moneda: 'MXN',
    receptor: { ...input.receptor, usoCfdi: usoForEgreso(input.receptor.regimenFiscal) },
    conceptos,
    ...documentTotals(conceptos),
    informacionGlobal: null,
    relacionados: { tipoRelacion: '01', uuids: [input.relatedUuid] },
    pagos: null,
  };
}

/** One sale of the period in a factura global. */
export interface GlobalSale {
  /** The order number (NoIdentificacion). */
  numero: string;
  lines: readonly { totalCentavos: number; tasaIva: number }[];
  envioCentavos: number;
}

export interface GlobalInput extends CfdiHeader {
  informacionGlobal: CfdiInformacionGlobal;
  /** The forma de pago of the largest amount among the sales, as the guide asks. */
  formaPago: Exclude<FormaPago, '99'>;
  sales: readonly GlobalSale[];
}

/** The generic receiver of a factura global: público en general, at the shop's own postal code. */
export const publicoEnGeneral = (lugarExpedicion: string): CfdiReceptor => ({
  rfc: RFC_PUBLICO_GENERAL,
  nombre: 'PUBLICO EN GENERAL',
  regimenFiscal: '616',
  domicilioFiscal: lugarExpedicion,
  usoCfdi: 'S01',
});

/**
 * The factura global of a period's sales without a factura: one concepto per sale (01010101, ACT, cantidad
 * 1, NoIdentificacion its number, «Venta»), split in one concepto per IVA rate when the sale had more than
 * one (a concepto here carries one traslado; the guide also allows several traslados on one concepto). The
 * IVA is taken out of the sale's total at each rate, so its total is the sales' total exactly.
 */
export function buildGlobal(input: GlobalInput): CfdiDocument {
  const conceptos: CfdiConcepto[] = [];
  for (const sale of input.sales) {
    // The sale's total per rate, then its IVA taken out once: per-line IVAs added up can drift past the
    // SAT's bound for the concepto's base × rate (three lines each rounded up by half a centavo).
    const byRate = new Map<number, number>();
    for (const l of sale.lines) byRate.set(l.tasaIva, (byRate.get(l.tasaIva) ?? 0) + l.totalCentavos);
    if (sale.envioCentavos > 0) byRate.set(SHIPPING_IVA_RATE, (byRate.get(SHIPPING_IVA_RATE) ?? 0) + sale.envioCentavos);
    for (const [tasa, total] of [...byRate.entries()].sort(([a], [b]) => a - b)) {
      nonNegative(total, `Venta ${sale.numero}`);
      if (total === 0) continue;
      const traslado = trasladoIncluded(total, tasa);
      conceptos.push({
        ...SAT_KEYS.global,
        noIdentificacion: sale.numero,
        descripcion: 'Venta',
        cantidadMilesimas: 1000,
        valorUnitario: importeText(traslado.base),
        importe: traslado.base,
        traslado,
      });
    }
  }
  if (conceptos.length === 0) throw new RangeError('Una factura global necesita al menos una venta con importe.');
  return {
    tipo: 'I',
    ...header(input),
    formaPago: input.formaPago,
    metodoPago: 'PUE',
    moneda: 'MXN',
    receptor: publicoEnGeneral(input.lugarExpedicion),
    conceptos,
    ...documentTotals(conceptos),
    informacionGlobal: input.informacionGlobal,
    relacionados: null,
    pagos: null,
  };
}
