import { cantidadText, importeText, tasaText, type CfdiConcepto, type CfdiDocument, type CfdiPago, type CfdiTraslado } from '@huerta/contracts';

/**
 * A CFDI 4.0 as XML (Anexo 20), from the shop's CfdiDocument and the timbre a PAC (or the test mode) put on
 * it. Attribute values go through fast-xml-parser's builder, which escapes &, <, >, " and ': a shopper's name
 * or a product's description stays text whatever it holds.
 */

export const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
export const PAGOS_NS = 'http://www.sat.gob.mx/Pagos20';
export const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
const CFDI_XSD = 'http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';
const PAGOS_XSD = 'http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd';
const TFD_XSD = 'http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';

/** The emisor's seal and the SAT's timbre (TimbreFiscalDigital 1.1). */
export interface CfdiTimbre {
  /** Upper-case folio fiscal. */
  uuid: string;
  /** Local `YYYY-MM-DDTHH:mm:ss`. */
  fechaTimbrado: string;
  rfcProvCertif: string;
  /** The TFD's optional Leyenda (up to 150 characters): the test mode writes «SIN VALIDEZ FISCAL». */
  leyenda: string | null;
  /** The emisor's seal: the Comprobante's Sello and the TFD's SelloCFD. */
  selloCFD: string;
  /** The emisor's certificate number (20 digits) and certificate (base64). */
  noCertificado: string;
  certificado: string;
  noCertificadoSAT: string;
  selloSAT: string;
}

type Attrs = Record<string, string>;

/** Only the characters XML 1.0 can carry (a control character pasted into a name would make the file unreadable). */
const xmlChars = (s: string) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
type XmlNode = Record<string, unknown>;

/** Attribute names prefixed for the builder; null and undefined values are left out (optional attributes). */
const attrs = (values: Record<string, string | number | null | undefined>): Attrs => {
  const out: Attrs = {};
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined) out[`@_${k}`] = xmlChars(String(v));
  return out;
};

const iva = (t: CfdiTraslado) => ({ Base: importeText(t.base), Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: tasaText(t.tasa), Importe: importeText(t.importe) });

function concepto(c: CfdiConcepto, tipo: CfdiDocument['tipo']): XmlNode {
  const node: XmlNode = attrs({
    ClaveProdServ: c.claveProdServ,
    // A payment's one concepto carries neither (Pagos 2.0's guide) and writes its zeros bare.
    NoIdentificacion: tipo === 'P' ? null : c.noIdentificacion,
    Cantidad: cantidadText(c.cantidadMilesimas),
    ClaveUnidad: c.claveUnidad,
    Unidad: tipo === 'P' ? null : c.unidad,
    Descripcion: c.descripcion,
    ValorUnitario: c.valorUnitario,
    Importe: tipo === 'P' ? '0' : importeText(c.importe),
    Descuento: c.descuento ? importeText(c.descuento) : null,
    // A payment's concepto is not subject to tax (01); everything the shop sells is, 0 % included (02).
    ObjetoImp: tipo === 'P' ? '01' : '02',
  });
  if (tipo !== 'P') node['cfdi:Impuestos'] = { 'cfdi:Traslados': { 'cfdi:Traslado': attrs(iva(c.traslado)) } };
  return node;
}

/** Pagos 2.0's Totales keys by rate: 16 → IVA16, 0 → IVA0. */
const totalesKey = (tasa: number) => `IVA${tasa}`;

function pagos(list: readonly CfdiPago[]): XmlNode {
  const totales: Record<string, string> = { MontoTotalPagos: importeText(list.reduce((s, p) => s + p.monto, 0)) };
  const byRate = new Map<number, CfdiTraslado>();
  const pagoNodes = list.map((p) => {
    const pRates = new Map<number, CfdiTraslado>();
    const doctos = p.doctos.map((d) => {
      for (const t of d.traslados) {
        for (const map of [pRates, byRate]) {
          const row = map.get(t.tasa) ?? { base: 0, tasa: t.tasa, importe: 0 };
          row.base += t.base;
          row.importe += t.importe;
          map.set(t.tasa, row);
        }
      }
      const node: XmlNode = attrs({
        IdDocumento: d.uuid,
        Serie: d.serie,
        Folio: d.folio,
        MonedaDR: 'MXN',
        EquivalenciaDR: '1',
        NumParcialidad: d.numParcialidad,
        ImpSaldoAnt: importeText(d.saldoAnterior),
        ImpPagado: importeText(d.importePagado),
        ImpSaldoInsoluto: importeText(d.saldoInsoluto),
        ObjetoImpDR: d.traslados.length > 0 ? '02' : '01',
      });
      if (d.traslados.length > 0) {
        node['pago20:ImpuestosDR'] = {
          'pago20:TrasladosDR': {
            'pago20:TrasladoDR': d.traslados.map((t) =>
              attrs({ BaseDR: importeText(t.base), ImpuestoDR: '002', TipoFactorDR: 'Tasa', TasaOCuotaDR: tasaText(t.tasa), ImporteDR: importeText(t.importe) }),
            ),
          },
        };
      }
      return node;
    });
    const node: XmlNode = {
      ...attrs({ FechaPago: p.fechaPago, FormaDePagoP: p.formaPago, MonedaP: 'MXN', TipoCambioP: '1', Monto: importeText(p.monto) }),
      'pago20:DoctoRelacionado': doctos,
    };
    const rates = [...pRates.values()].sort((a, b) => a.tasa - b.tasa);
    if (rates.length > 0) {
      node['pago20:ImpuestosP'] = {
        'pago20:TrasladosP': {
          'pago20:TrasladoP': rates.map((t) => attrs({ BaseP: importeText(t.base), ImpuestoP: '002', TipoFactorP: 'Tasa', TasaOCuotaP: tasaText(t.tasa), ImporteP: importeText(t.importe) })),
        },
      };
    }
    return node;
  });
  for (const t of [...byRate.values()].sort((a, b) => a.tasa - b.tasa)) {
    // Totales carries IVA at 16, 8 and 0 (the only rates the shop charges).
    totales[`TotalTrasladosBase${totalesKey(t.tasa)}`] = importeText(t.base);
    totales[`TotalTrasladosImpuesto${totalesKey(t.tasa)}`] = importeText(t.importe);
  }
  return { ...attrs({ Version: '2.0' }), 'pago20:Totales': attrs(totales), 'pago20:Pago': pagoNodes };
}

/** The document as the object fast-xml-parser's builder writes, children in the XSD's order. */
function comprobante(doc: CfdiDocument, timbre: CfdiTimbre): XmlNode {
  const isPago = doc.tipo === 'P';
  const root: XmlNode = attrs({
    'xmlns:cfdi': CFDI_NS,
    'xmlns:xsi': XSI_NS,
    'xmlns:pago20': isPago ? PAGOS_NS : null,
    'xsi:schemaLocation': isPago ? `${CFDI_NS} ${CFDI_XSD} ${PAGOS_NS} ${PAGOS_XSD}` : `${CFDI_NS} ${CFDI_XSD}`,
    Version: '4.0',
    Serie: doc.serie || null,
    Folio: doc.folio || null,
    Fecha: doc.fecha,
    Sello: timbre.selloCFD,
    FormaPago: doc.formaPago,
    NoCertificado: timbre.noCertificado,
    Certificado: timbre.certificado,
    SubTotal: isPago ? '0' : importeText(doc.subtotal),
    Descuento: !isPago && doc.descuento ? importeText(doc.descuento) : null,
    Moneda: doc.moneda,
    Total: isPago ? '0' : importeText(doc.total),
    TipoDeComprobante: doc.tipo,
    Exportacion: '01',
    MetodoPago: doc.metodoPago,
    LugarExpedicion: doc.lugarExpedicion,
  });
  if (doc.informacionGlobal) {
    const g = doc.informacionGlobal;
    root['cfdi:InformacionGlobal'] = attrs({ Periodicidad: g.periodicidad, Meses: g.meses, Año: g.anio });
  }
  if (doc.relacionados) {
    root['cfdi:CfdiRelacionados'] = {
      ...attrs({ TipoRelacion: doc.relacionados.tipoRelacion }),
      'cfdi:CfdiRelacionado': doc.relacionados.uuids.map((uuid) => attrs({ UUID: uuid })),
    };
  }
  root['cfdi:Emisor'] = attrs({ Rfc: doc.emisor.rfc, Nombre: doc.emisor.nombre, RegimenFiscal: doc.emisor.regimenFiscal });
  const r = doc.receptor;
  root['cfdi:Receptor'] = attrs({ Rfc: r.rfc, Nombre: r.nombre, DomicilioFiscalReceptor: r.domicilioFiscal, RegimenFiscalReceptor: r.regimenFiscal, UsoCFDI: r.usoCfdi });
  root['cfdi:Conceptos'] = { 'cfdi:Concepto': doc.conceptos.map((c) => concepto(c, doc.tipo)) };
  if (!isPago && doc.traslados.length > 0) {
    root['cfdi:Impuestos'] = {
      ...attrs({ TotalImpuestosTrasladados: importeText(doc.traslados.reduce((s, t) => s + t.importe, 0)) }),
      'cfdi:Traslados': { 'cfdi:Traslado': doc.traslados.map((t) => attrs(iva(t))) },
    };
  }
  const complemento: XmlNode = {};
  if (isPago && doc.pagos) complemento['pago20:Pagos'] = pagos(doc.pagos);
  complemento['tfd:TimbreFiscalDigital'] = attrs({
    'xmlns:tfd': TFD_NS,
    'xsi:schemaLocation': `${TFD_NS} ${TFD_XSD}`,
    Version: '1.1',
    UUID: timbre.uuid,
    FechaTimbrado: timbre.fechaTimbrado,
    RfcProvCertif: timbre.rfcProvCertif,
    Leyenda: timbre.leyenda,
    SelloCFD: timbre.selloCFD,
    NoCertificadoSAT: timbre.noCertificadoSAT,
    SelloSAT: timbre.selloSAT,
  });
  root['cfdi:Complemento'] = complemento;
  return { 'cfdi:Comprobante': root };
}

/**
 * The CFDI's XML text (UTF-8, with its declaration). `comment`, a fixed sentence of the caller's (never
 * stored text), goes right after the declaration: the test mode says «SIN VALIDEZ FISCAL» there too.
 */
export async function cfdiXml(doc: CfdiDocument, timbre: CfdiTimbre, comment?: string): Promise<string> {
  // Loaded on the first CFDI (idle processes do not carry it), as cfdi-files.ts does with the parser.
  const { XMLBuilder } = await import('fast-xml-parser');
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true, format: true, indentBy: '  ', processEntities: true });
  const body = builder.build(comprobante(doc, timbre)) as string;
  const note = comment ? `<!-- ${comment.replaceAll('--', '—')} -->\n` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${note}${body}`;
}
