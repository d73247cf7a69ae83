/**
 * A CFDI 4.0 as the shop builds it (issue 45), before any PAC sees it: the one shape the test mode turns
 * into XML and the Facturapi provider turns into its API's JSON. Money in integer centavos; quantities in
 * thousandths (a kilo and a quarter is 1250), the unit value as the SAT's decimal text (up to 6 places).
 * Zod-free: built on the server from stored rows, never from the browser.
 */

/** c_FormaPago of what the shop takes: cash 01, cheque 02, transfer (SPEI) 03, credit card 04, debit card 28, «por definir» 99. */
export type FormaPago = '01' | '02' | '03' | '04' | '28' | '99';
/** PUE: paid in one go at or before the invoice; PPD: on credit, paid later with payment complements. */
export type MetodoPago = 'PUE' | 'PPD';
export type TipoComprobante = 'I' | 'E' | 'P';

export interface CfdiTraslado {
  /** Base without IVA, centavos. */
  base: number;
  /** Percent: 0, 8 or 16 (written as «0.160000» in the XML). */
  tasa: number;
  importe: number;
}

export interface CfdiConcepto {
  claveProdServ: string;
  claveUnidad: string;
  /** The unit's name («Kilogramo», «Pieza»). */
  unidad: string;
  /** The shop's product id (NoIdentificacion); null for the delivery line and generic ones. */
  noIdentificacion: string | null;
  descripcion: string;
  /** Thousandths of the unit. */
  cantidadMilesimas: number;
  /** ValorUnitario without IVA, as the SAT's decimal text with up to 6 decimals. */
  valorUnitario: string;
  /** Importe without IVA, centavos (= cantidad × valorUnitario within the SAT's tolerance). */
  importe: number;
  /** ObjetoImp «02» (sí objeto de impuesto) with its IVA, always: 0 % is a rate, not an exemption. */
  traslado: CfdiTraslado;
  /**
   * Descuento without IVA, centavos (a discount code's part of the line, issue 47); absent without one. The
   * traslado's base is then importe − descuento.
   */
  descuento?: number;
}

export interface CfdiParty {
  rfc: string;
  nombre: string;
  regimenFiscal: string;
}

export interface CfdiReceptor extends CfdiParty {
  /** Código postal of the receiver's domicilio fiscal. */
  domicilioFiscal: string;
  usoCfdi: string;
}

/** InformacionGlobal of a factura global: c_Periodicidad (01 daily … 05 bimonthly), c_Meses, year. */
export interface CfdiInformacionGlobal {
  periodicidad: '01' | '02' | '03' | '04' | '05';
  meses: string;
  anio: number;
}

/** CfdiRelacionados: c_TipoRelacion (01 nota de crédito, 04 sustitución, 07 anticipo…) and the UUIDs. */
export interface CfdiRelacionados {
  tipoRelacion: string;
  uuids: string[];
}

/** One document a payment settles in a complemento de pago (Pagos 2.0's DoctoRelacionado). */
export interface CfdiDoctoRelacionado {
  uuid: string;
  serie: string | null;
  folio: string | null;
  numParcialidad: number;
  saldoAnterior: number;
  importePagado: number;
  saldoInsoluto: number;
  /** The IVA of the part paid, by rate (prorated from the invoice). */
  traslados: CfdiTraslado[];
}

export interface CfdiPago {
  /** Local date and time of the payment, `YYYY-MM-DDTHH:mm:ss`. */
  fechaPago: string;
  formaPago: Exclude<FormaPago, '99'>;
  monto: number;
  doctos: CfdiDoctoRelacionado[];
}

export interface CfdiDocument {
  tipo: TipoComprobante;
  serie: string;
  folio: string;
  /** Local date and time of issue at the lugar de expedición, `YYYY-MM-DDTHH:mm:ss` (no offset, as the SAT wants). */
  fecha: string;
  /** Null on a tipo P. */
  formaPago: FormaPago | null;
  metodoPago: MetodoPago | null;
  /** MXN; XXX on a tipo P. */
  moneda: 'MXN' | 'XXX';
  /** Código postal where the shop issues. */
  lugarExpedicion: string;
  emisor: CfdiParty;
  receptor: CfdiReceptor;
  conceptos: CfdiConcepto[];
  /** Σ importes, centavos. */
  subtotal: number;
  /** Σ conceptos' descuentos, centavos (issue 47's discount codes); absent when none has one. */
  descuento?: number;
  /** subtotal − descuento + Σ traslados, centavos (0 on a tipo P). */
  total: number;
  /** IVA by rate over every concepto, sorted by rate. */
  traslados: CfdiTraslado[];
  informacionGlobal: CfdiInformacionGlobal | null;
  relacionados: CfdiRelacionados | null;
  /** Only on a tipo P: the payments it records (one per complement). */
  pagos: CfdiPago[] | null;
}
