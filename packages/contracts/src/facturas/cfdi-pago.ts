/**
 * The complemento de pago (REP, Pagos 2.0) the shop issues for every payment received against an invoice
 * on credit (PPD, issue 45): a CFDI of type P with no amounts of its own, the one concepto the SAT asks for,
 * and the payment with each document it settles (parcialidad, saldos and the IVA of the part paid).
 */
import { prorate, trasladoIncluded } from './cfdi-amounts';
import { SAT_KEYS, type CfdiHeader } from './cfdi-build';
import type { CfdiDoctoRelacionado, CfdiDocument, CfdiReceptor, CfdiTraslado, FormaPago } from './cfdi-document';

/** An invoice a payment settles, as stamped, and where its balance stands. */
export interface PagoDocto {
  uuid: string;
  serie: string | null;
  folio: string | null;
  /** The invoice's traslados (its document-level IVA by rate). */
  traslados: readonly CfdiTraslado[];
  /** 1 for the first payment against it, 2 for the next… */
  numParcialidad: number;
  saldoAnterior: number;
  importePagado: number;
}

export interface PagoInput extends CfdiHeader {
  /** The invoice's receptor; the REP's uso is always CP01 «Pagos». */
  receptor: Omit<CfdiReceptor, 'usoCfdi'>;
  fechaPago: string;
  formaPago: Exclude<FormaPago, '99'>;
  doctos: readonly PagoDocto[];
}

/**
 * The IVA of the part of an invoice paid, by rate: the payment is split over the invoice's rates in
 * proportion to what each totalled (base + IVA, `prorate`), and each part's IVA is the IVA included in it —
 * so bases + IVA add up to the amount paid exactly and each IVA fits its base within the SAT's tolerance.
 */
export function paidTraslados(invoice: readonly CfdiTraslado[], importePagado: number): CfdiTraslado[] {
  const parts = prorate(
    importePagado,
    invoice.map((t) => t.base + t.importe),
  );
  return invoice.map((t, i) => trasladoIncluded(parts[i]!, t.tasa)).filter((t) => t.base + t.importe > 0);
}

/**
 * A complemento de pago: TipoDeComprobante P, Moneda XXX, subtotal and total 0, the single concepto
 * 84111506 / ACT / 1 / 0 (ObjetoImp 01: the XML writes no tax on it; its traslado is zeros), uso CP01, and
 * one payment whose monto is what it paid over the documents.
 */
export function buildPago(input: PagoInput): CfdiDocument {
  const doctos: CfdiDoctoRelacionado[] = input.doctos.map((d) => {
    if (!Number.isSafeInteger(d.importePagado) || d.importePagado <= 0) throw new RangeError(`El pago a ${d.uuid} debe ser mayor que cero.`);
    if (d.importePagado > d.saldoAnterior) throw new RangeError(`El pago a ${d.uuid} (${d.importePagado}) es mayor que su saldo (${d.saldoAnterior}).`);
    return {
      uuid: d.uuid,
      serie: d.serie,
      folio: d.folio,
      numParcialidad: d.numParcialidad,
      saldoAnterior: d.saldoAnterior,
      importePagado: d.importePagado,
      saldoInsoluto: d.saldoAnterior - d.importePagado,
      traslados: paidTraslados(d.traslados, d.importePagado),
    };
  });
  if (doctos.length === 0) throw new RangeError('Un complemento de pago necesita al menos un documento relacionado.');
  return {
    tipo: 'P',
    serie: input.serie,
    folio: input.folio,
    fecha: input.fecha,
    lugarExpedicion: input.lugarExpedicion,
    emisor: input.emisor,
    formaPago: null,
    metodoPago: null,
    moneda: 'XXX',
    receptor: { ...input.receptor, usoCfdi: 'CP01' },
    conceptos: [
      {
        ...SAT_KEYS.pago,
        noIdentificacion: null,
        descripcion: 'Pago',
        cantidadMilesimas: 1000,
        valorUnitario: '0',
        importe: 0,
        traslado: { base: 0, tasa: 0, importe: 0 },
      },
    ],
    subtotal: 0,
    total: 0,
    traslados: [],
    informacionGlobal: null,
    relacionados: null,
    pagos: [{ fechaPago: input.fechaPago, formaPago: input.formaPago, monto: doctos.reduce((s, d) => s + d.importePagado, 0), doctos }],
  };
}
