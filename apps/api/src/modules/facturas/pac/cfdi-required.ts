/**
 * What Anexo 20 (CFDI 4.0), Pagos 2.0 and the TimbreFiscalDigital 1.1 require of each node: the attributes
 * the XSDs mark `use="required"` (and the ones the guide makes required by the document's type), their
 * formats, and the order of the Comprobante's children. No package ships the SAT's XSDs, so this is the
 * check the test mode's XML (and any PAC's) is held to in the tests.
 */

type Attrs = Record<string, string>;
interface El {
  name: string;
  attrs: Attrs;
  children: El[];
}

const AMOUNT2 = /^\d+\.\d{2}$/;
/** A tipo P writes its zero amounts as «0» (Pagos 2.0's guide); checked apart below. */
const AMOUNT2_OR_0 = /^(\d+\.\d{2}|0)$/;
const DECIMAL6 = /^\d+(\.\d{1,6})?$/;
const FECHA = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const RFC = /^[A-ZÑ&]{3,4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{2}[\dA]$/;
const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;
const CP = /^\d{5}$/;
const TASA = /^0\.\d{6}$/;

/** Required attributes and formats by node (local name). */
const RULES: Record<string, Record<string, RegExp>> = {
  Comprobante: {
    Version: /^4\.0$/,
    Fecha: FECHA,
    Sello: /.+/,
    NoCertificado: /^\d{20}$/,
    Certificado: /.+/,
    SubTotal: AMOUNT2_OR_0,
    Moneda: /^(MXN|XXX)$/,
    Total: AMOUNT2_OR_0,
    TipoDeComprobante: /^[IEP]$/,
    Exportacion: /^0[1-4]$/,
    LugarExpedicion: CP,
  },
  InformacionGlobal: { Periodicidad: /^0[1-5]$/, Meses: /^(0[1-9]|1[0-8])$/, Año: /^20\d{2}$/ },
  CfdiRelacionados: { TipoRelacion: /^0[1-9]$/ },
  CfdiRelacionado: { UUID },
  Emisor: { Rfc: RFC, Nombre: /\S/, RegimenFiscal: /^6\d{2}$/ },
  Receptor: { Rfc: RFC, Nombre: /\S/, DomicilioFiscalReceptor: CP, RegimenFiscalReceptor: /^6\d{2}$/, UsoCFDI: /^[A-Z]{1,2}\d{2}$/ },
  Concepto: { ClaveProdServ: /^\d{8}$/, Cantidad: DECIMAL6, ClaveUnidad: /^[A-Z0-9]{1,3}$/, Descripcion: /\S/, ValorUnitario: DECIMAL6, Importe: AMOUNT2_OR_0, ObjetoImp: /^0[1-8]$/ },
  Traslado: { Base: AMOUNT2, Impuesto: /^00[123]$/, TipoFactor: /^(Tasa|Cuota|Exento)$/, TasaOCuota: TASA, Importe: AMOUNT2 },
  TimbreFiscalDigital: { Version: /^1\.1$/, UUID, FechaTimbrado: FECHA, RfcProvCertif: RFC, SelloCFD: /.+/, NoCertificadoSAT: /^\d{20}$/, SelloSAT: /.+/ },
  Pagos: { Version: /^2\.0$/ },
  Totales: { MontoTotalPagos: AMOUNT2 },
  Pago: { FechaPago: FECHA, FormaDePagoP: /^(0[1-9]|[12]\d|3[01])$/, MonedaP: /^MXN$/, Monto: AMOUNT2 },
  DoctoRelacionado: { IdDocumento: UUID, MonedaDR: /^MXN$/, EquivalenciaDR: /^1$/, NumParcialidad: /^[1-9]\d*$/, ImpSaldoAnt: AMOUNT2, ImpPagado: AMOUNT2, ImpSaldoInsoluto: AMOUNT2, ObjetoImpDR: /^0[1-3]$/ },
  TrasladoDR: { BaseDR: AMOUNT2, ImpuestoDR: /^002$/, TipoFactorDR: /^Tasa$/, TasaOCuotaDR: TASA, ImporteDR: AMOUNT2 },
  TrasladoP: { BaseP: AMOUNT2, ImpuestoP: /^002$/, TipoFactorP: /^Tasa$/, TasaOCuotaP: TASA, ImporteP: AMOUNT2 },
};

/** The Comprobante's children in the XSD's sequence. */
const SEQUENCE = ['InformacionGlobal', 'CfdiRelacionados', 'Emisor', 'Receptor', 'Conceptos', 'Impuestos', 'Complemento', 'Addenda'];
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** preserveOrder output → a plain tree. */
function toTree(nodes: Record<string, unknown>[]): El[] {
  const out: El[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((k) => k !== ':@' && !k.startsWith('?') && k !== '#comment' && k !== '#text');
    if (!name) continue;
    const raw = (node[':@'] ?? {}) as Record<string, string>;
    const attrs: Attrs = {};
    for (const [k, v] of Object.entries(raw)) attrs[k.replace(/^@_/, '')] = v;
    out.push({ name: local(name), attrs, children: toTree(node[name] as Record<string, unknown>[]) });
  }
  return out;
}

/** Every problem found, as «Node: what» sentences; empty when the XML has what the SAT requires. */
export async function cfdiProblems(xml: string): Promise<string[]> {
  const { XMLParser } = await import('fast-xml-parser');
  const tree = toTree(new XMLParser({ ignoreAttributes: false, preserveOrder: true, parseAttributeValue: false, parseTagValue: false, processEntities: true }).parse(xml) as Record<string, unknown>[]);
  const problems: string[] = [];
  const root = tree.find((e) => e.name === 'Comprobante');
  if (!root) return ['No hay cfdi:Comprobante'];
  const tipo = root.attrs.TipoDeComprobante;

  const walk = (el: El) => {
    for (const [attr, pattern] of Object.entries(RULES[el.name] ?? {})) {
      const v = el.attrs[attr];
      if (v === undefined) {
        // EquivalenciaDR only when the document's currency differs; TasaOCuota and Importe not on Exento.
        if ((attr === 'TasaOCuota' || attr === 'Importe') && el.attrs.TipoFactor === 'Exento') continue;
        problems.push(`${el.name}: falta ${attr}`);
      } else if (!pattern.test(v)) problems.push(`${el.name}: ${attr}="${v}" no tiene el formato del SAT`);
    }
    el.children.forEach(walk);
  };
  walk(root);

  const order = root.children.map((c) => SEQUENCE.indexOf(c.name));
  if (order.some((i) => i < 0)) problems.push(`Comprobante: hijo desconocido (${root.children.map((c) => c.name).join(', ')})`);
  if (order.some((i, n) => n > 0 && i < order[n - 1]!)) problems.push(`Comprobante: hijos fuera del orden del XSD (${root.children.map((c) => c.name).join(', ')})`);
  for (const required of ['Emisor', 'Receptor', 'Conceptos']) if (!root.children.some((c) => c.name === required)) problems.push(`Comprobante: falta ${required}`);
  const conceptos = root.children.find((c) => c.name === 'Conceptos')?.children ?? [];
  if (conceptos.length === 0) problems.push('Conceptos: sin Concepto');
  const complemento = root.children.find((c) => c.name === 'Complemento');
  if (!complemento?.children.some((c) => c.name === 'TimbreFiscalDigital')) problems.push('Complemento: falta TimbreFiscalDigital');

  const impuestos = root.children.find((c) => c.name === 'Impuestos');
  if (tipo === 'I' || tipo === 'E') {
    if (!root.attrs.FormaPago) problems.push('Comprobante: falta FormaPago (ingreso o egreso)');
    if (!root.attrs.MetodoPago) problems.push('Comprobante: falta MetodoPago (ingreso o egreso)');
    for (const a of ['SubTotal', 'Total']) if (!AMOUNT2.test(root.attrs[a] ?? '')) problems.push(`Comprobante: ${a} con dos decimales`);
    for (const c of conceptos) if (!AMOUNT2.test(c.attrs.Importe ?? '')) problems.push(`Concepto ${c.attrs.Descripcion}: Importe con dos decimales`);
    if (conceptos.some((c) => c.attrs.ObjetoImp === '02') && !impuestos?.attrs.TotalImpuestosTrasladados) problems.push('Impuestos: falta TotalImpuestosTrasladados');
    for (const c of conceptos) {
      if (c.attrs.ObjetoImp === '02' && !c.children.some((i) => i.name === 'Impuestos')) problems.push(`Concepto ${c.attrs.Descripcion}: ObjetoImp 02 sin Impuestos`);
    }
  }
  if (tipo === 'P') {
    if (root.attrs.FormaPago || root.attrs.MetodoPago) problems.push('Comprobante: un pago no lleva FormaPago ni MetodoPago');
    if (root.attrs.Moneda !== 'XXX' || root.attrs.SubTotal !== '0' || root.attrs.Total !== '0') problems.push('Comprobante: un pago lleva Moneda XXX, SubTotal 0 y Total 0');
    if (impuestos) problems.push('Comprobante: un pago no lleva Impuestos');
    if (root.children.find((c) => c.name === 'Receptor')?.attrs.UsoCFDI !== 'CP01') problems.push('Receptor: un pago lleva UsoCFDI CP01');
    const only = conceptos[0]?.attrs ?? {};
    if (conceptos.length !== 1 || only.ClaveProdServ !== '84111506' || only.ClaveUnidad !== 'ACT' || only.Cantidad !== '1' || only.ValorUnitario !== '0' || only.Importe !== '0' || only.ObjetoImp !== '01' || 'Unidad' in only || 'NoIdentificacion' in only) {
      problems.push(`Concepto: un pago lleva un solo concepto 84111506 / ACT / 1 / 0 / 0 / ObjetoImp 01 (${JSON.stringify(only)})`);
    }
    if (!complemento?.children.some((c) => c.name === 'Pagos')) problems.push('Complemento: falta pago20:Pagos');
  }
  return problems;
}
