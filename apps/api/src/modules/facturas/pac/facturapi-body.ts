import type { CfdiConcepto, CfdiDocument, CfdiInformacionGlobal, CfdiPago } from '@huerta/contracts';

/**
 * A CfdiDocument as Facturapi's «Create invoice» (API v2) takes it. The issuer is not sent: Facturapi stamps
 * with the organization its API key belongs to (its RFC, régimen and CSD), so `doc.emisor` is the shop's
 * record of the same data. Money goes as pesos (the API's numbers), quantities as units.
 */
export type FacturapiBody = Record<string, unknown>;

const pesos = (centavos: number) => centavos / 100;

/** c_Periodicidad → Facturapi's `global.periodicity`. */
const PERIODICITY: Record<CfdiInformacionGlobal['periodicidad'], string> = { '01': 'day', '02': 'week', '03': 'fortnight', '04': 'month', '05': 'two_months' };

/**
 * A local wall time at the shop (`YYYY-MM-DDTHH:mm:ss`, as the SAT writes Fecha) as the UTC instant Facturapi's
 * `date` wants (ISO 8601, UTC). In the server process TZ is the shop's zone (server.ts), so the Date
 * constructor reads it as local; elsewhere the zone's offset at that moment comes from Intl.
 */
export function localToUtc(local: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(local);
  if (!m) throw new Error(`fecha sin el formato del SAT: ${local}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (process.env.TZ === timeZone) return new Date(y, mo - 1, d, h, mi, s).toISOString();
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const offsetAt = (t: number) => {
    const p = Object.fromEntries(fmt.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - t;
  };
  // Twice: the offset at the guessed instant may differ from the wall time's across a DST change.
  let t = wall - offsetAt(wall);
  t = wall - offsetAt(t);
  return new Date(t).toISOString();
}

/** Facturapi's folio_number is an integer; a folio with letters is left to Facturapi's own counter. */
const folioNumber = (folio: string | null) => (folio && /^\d{1,9}$/.test(folio) ? { folio_number: Number(folio) } : {});

function item(c: CfdiConcepto) {
  return {
    quantity: c.cantidadMilesimas / 1000,
    // A discount code's part of the line (issue 47), without IVA: Facturapi writes it as the concepto's Descuento.
    ...(c.descuento ? { discount: pesos(c.descuento) } : {}),
    product: {
      description: c.descripcion,
      product_key: c.claveProdServ,
      unit_key: c.claveUnidad,
      unit_name: c.unidad,
      ...(c.noIdentificacion ? { sku: c.noIdentificacion } : {}),
      // ValorUnitario without IVA: Facturapi adds the taxes below (ObjetoImp 02, IVA at its rate, 0 % included).
      price: Number(c.valorUnitario),
      tax_included: false,
      taxability: '02',
      taxes: [{ type: 'IVA', rate: c.traslado.tasa / 100 }],
    },
  };
}

/** One «pago» of the Pagos 2.0 complement: its documents with parcialidad, saldo anterior and IVA paid. */
function payment(p: CfdiPago, timeZone: string) {
  return {
    payment_form: p.formaPago,
    date: localToUtc(p.fechaPago, timeZone),
    related_documents: p.doctos.map((d) => ({
      uuid: d.uuid,
      amount: pesos(d.importePagado),
      installment: d.numParcialidad,
      last_balance: pesos(d.saldoAnterior),
      ...(d.serie ? { series: d.serie } : {}),
      ...folioNumber(d.folio),
      taxes: d.traslados.map((t) => ({ base: pesos(t.base), type: 'IVA', rate: t.tasa / 100 })),
    })),
  };
}

export function facturapiBody(doc: CfdiDocument, idempotencyKey: string, timeZone: string): FacturapiBody {
  const r = doc.receptor;
  const common = {
    type: doc.tipo,
    customer: { legal_name: r.nombre, tax_id: r.rfc, tax_system: r.regimenFiscal, address: { zip: r.domicilioFiscal } },
    // LugarExpedicion: where the shop issues.
    address: { zip: doc.lugarExpedicion },
    date: localToUtc(doc.fecha, timeZone),
    series: doc.serie,
    ...folioNumber(doc.folio),
    ...(doc.relacionados ? { related_documents: [{ relationship: doc.relacionados.tipoRelacion, documents: doc.relacionados.uuids }] } : {}),
    // The same key returns the invoice already stamped: a retried job never stamps twice.
    idempotency_key: idempotencyKey,
  };
  if (doc.tipo === 'P') {
    // The UsoCFDI (CP01), the single «Pago» concepto and Moneda XXX are Facturapi's to fill.
    return { ...common, complements: [{ type: 'pago', data: (doc.pagos ?? []).map((p) => payment(p, timeZone)) }] };
  }
  return {
    ...common,
    items: doc.conceptos.map(item),
    payment_form: doc.formaPago,
    payment_method: doc.metodoPago ?? 'PUE',
    use: r.usoCfdi,
    ...(doc.informacionGlobal
      ? { global: { periodicity: PERIODICITY[doc.informacionGlobal.periodicidad], months: doc.informacionGlobal.meses, year: doc.informacionGlobal.anio } }
      : {}),
  };
}
