import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { personaOf, usosFor } from '@huerta/contracts';

/** What the shop's tests register as the SAT's list of taxpayers: the name, CP and régimenes of each RFC. */
export type FakeTaxpayers = Record<string, { nombre: string; cp: string; regimenes: string[] }>;

type Json = Record<string, unknown>;

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  livemode: false;
  created_at: string;
  date: string;
  type: 'I' | 'E' | 'P';
  status: 'valid' | 'canceled';
  cancellation_status: 'none' | 'pending' | 'accepted' | 'rejected';
  uuid: string;
  customer: { legal_name: string; tax_id: string; tax_system: string; address: { zip: string; country: string } };
  /** Where it was issued (LugarExpedicion); the organization's own when not sent. */
  address: { zip: string };
  items: Json[];
  complements: Json[];
  related_documents: Json[];
  global: Json | null;
  payment_form: string | null;
  payment_method: string | null;
  use: string;
  currency: string;
  subtotal: number;
  total: number;
  series: string;
  folio_number: number;
  idempotency_key: string | null;
  verification_url: string;
  stamp: { date: string; sat_signature: string; sat_cert_number: string; signature: string; complement_string: string; rfc_provider_cert: string };
  cancellation: { motive: string; substitution: string | null } | null;
}

// The SAT's generic RFCs: not in any registry, checked by their own rules.
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);
const PERIODICITIES = new Set(['day', 'week', 'fortnight', 'month', 'two_months']);

/** A few entries of the SAT's catalogues, enough for the product form's search. */
const PRODUCT_KEYS = [
  { key: '01010101', description: 'No existe en el catálogo' },
  { key: '50301500', description: 'Manzanas' },
  { key: '50301700', description: 'Plátanos' },
  { key: '50401800', description: 'Aguacates' },
  { key: '50403400', description: 'Tomates' },
  { key: '78102203', description: 'Servicios de envío, recogida o entrega de correo' },
];
const UNIT_KEYS = [
  { key: 'KGM', description: 'Kilogramo' },
  { key: 'GRM', description: 'Gramo' },
  { key: 'H87', description: 'Pieza' },
  { key: 'LTR', description: 'Litro' },
  { key: 'XBX', description: 'Caja' },
  { key: 'E48', description: 'Unidad de servicio' },
];

/** Upper case without accents or doubled spaces: how the SAT's name check compares. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
const cents = (pesos: number) => Math.round(pesos * 100);
const money = (centavos: number) => (centavos / 100).toFixed(2);
/** Text escaped for an XML attribute (names such as «PAN & CAFÉ "LA ESPIGA"»). */
const xmlAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class Refusal {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {}
}
/** Facturapi's error object (docs: getting-started/errors): ok false, message in Spanish, status, code, path. */
const refuse = (status: number, code: string, message: string, path?: string, detail?: { code: string; source: string }) =>
  new Refusal(status, {
    ok: false,
    message,
    status,
    code,
    ...(path ? { location: 'body', path } : {}),
    errors: [{ message, code: detail?.code ?? code, source: detail?.source ?? 'facturapi', ...(path ? { location: 'body', path } : {}) }],
  });
const required = (path: string) => refuse(400, 'invalid_request', `El campo "${path}" es requerido.`, path, { code: 'required', source: 'facturapi' });
const invalid = (path: string, message: string) => refuse(400, 'invalid_request', message, path, { code: 'invalid_value', source: 'facturapi' });

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const obj = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined);
const arr = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : undefined);

/**
 * A local stand-in for Facturapi's API v2 (https://www.facturapi.io/v2), only what the shop uses, answering as
 * Facturapi documents it: create an invoice (I, E with related documents, P with the «pago» complement, a global
 * one) with `idempotency_key`, retrieve it, download its XML (CFDI 4.0 with a TimbreFiscalDigital) and PDF,
 * cancel it with a SAT motive (at once, or pending the receiver's acceptance), and search the SAT catalogues.
 * The SAT's refusals come from `taxpayers` (an RFC absent from it is not registered; without it any RFC passes).
 * Tests drive it with `failNext`, `down`/`up`, `needAcceptance`/`acceptCancellation`/`rejectCancellation`,
 * and read `stamps` and `requests`.
 */
export async function startFakePac(opts: { apiKey?: string; taxpayers?: FakeTaxpayers; now?: () => Date; latencyMs?: number } = {}) {
  const apiKey = opts.apiKey ?? 'sk_test_fakepac';
  const now = opts.now ?? (() => new Date());
  const invoices = new Map<string, FakeInvoice>();
  const byKey = new Map<string, string>();
  /** Keys whose first request is still being stamped: Facturapi answers 409 idempotency_key_in_use meanwhile. */
  const inFlight = new Set<string>();
  const acceptance = new Set<string>();
  const requests: { method: string; path: string; query: URLSearchParams; body: Json | null }[] = [];
  const failures: { status: number; body: unknown }[] = [];
  let downMode: 'refused' | '503' | null = null;
  let folio = 0;

  const find = (idOrUuid: string) => invoices.get(idOrUuid) ?? [...invoices.values()].find((i) => i.uuid.toLowerCase() === idOrUuid.toLowerCase());

  /** The receiver as the SAT has it, or the refusal Facturapi relays (TaxInfoValidationCode). */
  function checkCustomer(customer: Json, use: string | undefined, type: string) {
    const legal = str(customer.legal_name);
    const rfc = str(customer.tax_id);
    const regimen = str(customer.tax_system);
    const zip = str(obj(customer.address)?.zip);
    if (!legal) throw required('customer.legal_name');
    if (!rfc) throw required('customer.tax_id');
    if (!regimen) throw required('customer.tax_system');
    if (!zip) throw required('customer.address.zip');
    if (!/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(rfc)) throw invalid('customer.tax_id', `El RFC "${rfc}" no tiene un formato válido.`);
    if (!/^\d{5}$/.test(zip)) throw invalid('customer.address.zip', `El código postal "${zip}" no es válido.`);
    if (!GENERIC_RFCS.has(rfc) && opts.taxpayers) {
      const known = opts.taxpayers[rfc];
      if (!known) throw refuse(400, 'tax_id_not_found', `El RFC del receptor ${rfc} no existe en la lista de RFC inscritos no cancelados del SAT.`, 'customer.tax_id');
      if (plain(known.nombre) !== plain(legal)) {
        throw refuse(400, 'legal_name_mismatch', 'El nombre o razón social no corresponde al RFC en los registros del SAT. Verifica que coincida exactamente con la Constancia de Situación Fiscal.', 'customer.legal_name');
      }
      if (known.cp !== zip) {
        throw refuse(400, 'tax_address_zip_mismatch', 'El código postal fiscal no corresponde al RFC en los registros del SAT. Verifica que coincida con la Constancia de Situación Fiscal.', 'customer.address.zip');
      }
      if (!known.regimenes.includes(regimen)) {
        throw refuse(400, 'tax_system_not_allowed_for_tax_id', 'El régimen fiscal no está permitido para el RFC en los registros del SAT.', 'customer.tax_system');
      }
    }
    // CFDI40161 (Anexo 20's matrix): the UsoCFDI must be one the receiver's régimen admits (c_UsoCFDI).
    if (type !== 'P' && use && !GENERIC_RFCS.has(rfc) && !usosFor(personaOf(rfc), regimen).some((u) => u.clave === use)) {
      throw refuse(400, 'invoice_stamping_validation_error', `La clave del campo UsoCFDI (${use}) no corresponde con el régimen fiscal del receptor (${regimen}).`, 'use', { code: 'CFDI40161', source: 'sat' });
    }
    return { legal_name: legal, tax_id: rfc, tax_system: regimen, address: { zip, country: 'MEX' } };
  }

  /** Conceptos priced without IVA (tax_included false): importe and IVA per item rounded to the centavo. */
  function priceItems(items: unknown[]) {
    let subtotal = 0;
    let iva = 0;
    const priced = items.map((raw, i) => {
      const item = obj(raw);
      const product = obj(item?.product);
      if (!product) throw required(`items.${i}.product`);
      const quantity = item?.quantity === undefined ? 1 : num(item.quantity);
      if (quantity === undefined || quantity <= 0) throw invalid(`items.${i}.quantity`, 'La cantidad debe ser mayor a 0.');
      if (!str(product.description)) throw required(`items.${i}.product.description`);
      if (!/^\d{8}$/.test(str(product.product_key) ?? '')) throw invalid(`items.${i}.product.product_key`, 'La clave de producto o servicio debe tener 8 dígitos del catálogo del SAT.');
      const price = num(product.price);
      if (price === undefined || price < 0) throw invalid(`items.${i}.product.price`, 'El precio debe ser un número mayor o igual a 0.');
      const taxes = arr(product.taxes) ?? [{ type: 'IVA', rate: 0.16 }];
      const included = product.tax_included !== false;
      const rate = taxes.map(obj).find((t) => t?.type === 'IVA' && t.withholding !== true)?.rate;
      const ivaRate = typeof rate === 'number' ? rate : 0;
      const gross = cents(quantity * price);
      const importe = included ? Math.round(gross / (1 + ivaRate)) : gross;
      const tax = Math.round(importe * ivaRate);
      subtotal += importe;
      iva += tax;
      return { quantity, product: { ...product, tax_included: included, unit_key: str(product.unit_key) ?? 'H87', unit_name: str(product.unit_name) ?? 'Elemento' }, importe, iva: tax, ivaRate };
    });
    return { priced, subtotal, total: subtotal + iva };
  }

  function checkDate(value: unknown, path: string) {
    if (value === undefined) return now().toISOString();
    const at = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(at.getTime())) throw invalid(path, `La fecha "${String(value)}" no es válida.`);
    // Create invoice: «It cannot be earlier than 72 hours in the past, nor later than the present.»
    if (at.getTime() > now().getTime() + 60_000) throw invalid(path, 'La fecha no puede ser posterior a la fecha actual.');
    if (path === 'date' && at.getTime() < now().getTime() - 72 * 3_600_000) throw invalid(path, 'La fecha de emisión no puede ser anterior a 72 horas.');
    return at.toISOString();
  }

  function createInvoice(body: Json): FakeInvoice {
    const type = (str(body.type) ?? 'I') as FakeInvoice['type'];
    if (!['I', 'E', 'P'].includes(type)) throw invalid('type', `El tipo de comprobante "${type}" no está soportado.`);
    const customerIn = obj(body.customer);
    if (!customerIn) throw required('customer');
    const use = type === 'P' ? 'CP01' : (str(body.use) ?? 'G01');
    const customer = checkCustomer(customerIn, use, type);
    const date = checkDate(body.date, 'date');
    const global = obj(body.global) ?? null;
    if (global) {
      if (customer.tax_id !== 'XAXX010101000') throw invalid('customer.tax_id', 'La factura global sólo puede emitirse al RFC genérico XAXX010101000.');
      if (use !== 'S01') throw invalid('use', 'Para facturas globales debes usar el uso S01.');
      if (!PERIODICITIES.has(str(global.periodicity) ?? '')) throw invalid('global.periodicity', 'La periodicidad de la factura global no es válida.');
      if (!/^(0[1-9]|1[0-8])$/.test(str(global.months) ?? '')) throw invalid('global.months', 'El mes o bimestre de la factura global no es válido.');
      if (!Number.isInteger(global.year)) throw required('global.year');
    } else if (customer.tax_id === 'XAXX010101000' && type === 'I') {
      throw required('global');
    }
    const related = (arr(body.related_documents) ?? []).map((raw, i) => {
      const r = obj(raw);
      if (!str(r?.relationship)) throw required(`related_documents.${i}.relationship`);
      const docs = arr(r?.documents);
      if (!docs?.length || docs.some((d) => typeof d !== 'string')) throw required(`related_documents.${i}.documents`);
      return { relationship: r!.relationship, documents: docs };
    });
    let payment_form: string | null = null;
    let payment_method: string | null = null;
    let items: Json[] = [];
    let subtotal = 0;
    let total = 0;
    const complements: Json[] = [];
    if (type === 'P') {
      const pago = (arr(body.complements) ?? []).map(obj).find((c) => c?.type === 'pago');
      const payments = arr(pago?.data);
      if (!payments?.length) throw required('complements.0.data');
      payments.forEach((raw, i) => {
        const p = obj(raw);
        if (!str(p?.payment_form)) throw required(`complements.0.data.${i}.payment_form`);
        if (p?.date !== undefined) checkDate(p.date, `complements.0.data.${i}.date`);
        const docs = arr(p?.related_documents);
        if (!docs?.length) throw required(`complements.0.data.${i}.related_documents`);
        docs.forEach((rawDoc, j) => {
          const d = obj(rawDoc);
          const at = `complements.0.data.${i}.related_documents.${j}`;
          for (const f of ['uuid', 'amount', 'installment', 'last_balance', 'taxes']) if (d?.[f] === undefined) throw required(`${at}.${f}`);
          if (num(d!.amount)! > num(d!.last_balance)!) {
            throw refuse(400, 'invalid_request', 'El monto pagado no puede ser mayor al saldo anterior del documento relacionado.', `${at}.amount`, { code: 'amount_exceeds_related_document_balance', source: 'facturapi' });
          }
        });
      });
      complements.push({ type: 'pago', data: payments });
    } else {
      payment_form = str(body.payment_form) ?? null;
      if (!payment_form) throw required('payment_form');
      payment_method = str(body.payment_method) ?? 'PUE';
      if (type === 'E' && payment_method !== 'PUE') throw invalid('payment_method', 'Para comprobantes de egreso el único método de pago permitido es PUE.');
      if (payment_method === 'PPD' && payment_form !== '99') throw invalid('payment_form', 'Cuando el método de pago es PPD, la forma de pago debe ser 99 (Por definir).');
      const list = arr(body.items);
      if (!list?.length) throw required('items');
      const priced = priceItems(list);
      items = priced.priced.map((p) => ({ quantity: p.quantity, product: p.product }));
      subtotal = priced.subtotal;
      total = priced.total;
    }
    const series = str(body.series) ?? 'F';
    const folioNumber = body.folio_number === undefined ? ++folio : Number(body.folio_number);
    if (!Number.isInteger(folioNumber)) throw invalid('folio_number', 'El folio debe ser un número entero.');
    const uuid = randomUUID().toUpperCase();
    return {
      id: randomBytes(12).toString('hex'),
      object: 'invoice',
      livemode: false,
      created_at: now().toISOString(),
      date,
      type,
      status: 'valid',
      cancellation_status: 'none',
      uuid,
      customer,
      address: { zip: str(obj(body.address)?.zip) ?? '22000' },
      items,
      complements,
      related_documents: related,
      global,
      payment_form,
      payment_method,
      use,
      currency: type === 'P' ? 'XXX' : 'MXN',
      subtotal: subtotal / 100,
      total: total / 100,
      series,
      folio_number: folioNumber,
      idempotency_key: str(body.idempotency_key) ?? null,
      verification_url: `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${uuid}`,
      stamp: { date: now().toISOString(), sat_signature: 'c2F0', sat_cert_number: '00001000000509465028', signature: 'Y2Zk', complement_string: `||1.1|${uuid}||`, rfc_provider_cert: 'SPR190613I52' },
      cancellation: null,
    };
  }

  /** The stamped CFDI 4.0 as Facturapi hands it back: the attributes the shop reads, names escaped. */
  function xmlOf(inv: FakeInvoice) {
    const c = inv.customer;
    const pricing = inv.type === 'P' ? null : priceItems(inv.items);
    const conceptos = pricing
      ? pricing.priced
          .map((p) => {
            const pr = p.product as Json;
            const tasa = p.ivaRate.toFixed(6);
            return (
              `<cfdi:Concepto ClaveProdServ="${xmlAttr(String(pr.product_key))}"${pr.sku ? ` NoIdentificacion="${xmlAttr(String(pr.sku))}"` : ''} Cantidad="${p.quantity}" ClaveUnidad="${xmlAttr(String(pr.unit_key))}" Unidad="${xmlAttr(String(pr.unit_name))}" Descripcion="${xmlAttr(String(pr.description))}" ValorUnitario="${Number(pr.price)}" Importe="${money(p.importe)}" ObjetoImp="02">` +
              `<cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="${money(p.importe)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="${tasa}" Importe="${money(p.iva)}"/></cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>`
            );
          })
          .join('')
      : '<cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"/>';
    const local = inv.date.slice(0, 19);
    const head = inv.type === 'P' ? '' : ` FormaPago="${inv.payment_form}" MetodoPago="${inv.payment_method}"`;
    return Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Version="4.0" Serie="${xmlAttr(inv.series)}" Folio="${inv.folio_number}" Fecha="${local}"${head} SubTotal="${inv.subtotal.toFixed(2)}" Moneda="${inv.currency}" Total="${inv.total.toFixed(2)}" TipoDeComprobante="${inv.type}" Exportacion="01" LugarExpedicion="${xmlAttr(inv.address.zip)}">` +
        `<cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>` +
        `<cfdi:Receptor Rfc="${xmlAttr(c.tax_id)}" Nombre="${xmlAttr(c.legal_name)}" DomicilioFiscalReceptor="${c.address.zip}" RegimenFiscalReceptor="${c.tax_system}" UsoCFDI="${inv.use}"/>` +
        `<cfdi:Conceptos>${conceptos}</cfdi:Conceptos>` +
        `<cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${inv.uuid}" FechaTimbrado="${inv.stamp.date.slice(0, 19)}" RfcProvCertif="${inv.stamp.rfc_provider_cert}" SelloCFD="${inv.stamp.signature}" NoCertificadoSAT="${inv.stamp.sat_cert_number}" SelloSAT="${inv.stamp.sat_signature}"/></cfdi:Complemento>` +
        `</cfdi:Comprobante>\n`,
    );
  }

  /** A one-page PDF a reader opens (header, catalog, pages, trailer, end marker). */
  const pdfOf = (inv: FakeInvoice) =>
    Buffer.from(`%PDF-1.4\n% Factura ${inv.series}${inv.folio_number} ${inv.uuid}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

  function cancel(inv: FakeInvoice, query: URLSearchParams) {
    const motive = query.get('motive') ?? '';
    if (!['01', '02', '03', '04'].includes(motive)) throw refuse(400, 'invalid_request', `El motivo de cancelación "${motive}" no es válido.`, 'motive');
    const substitution = query.get('substitution');
    if (motive === '01') {
      if (!substitution) throw refuse(400, 'substitution_invoice_required', 'Se requiere una factura de sustitución.', 'substitution');
      const sub = find(substitution);
      if (!sub) throw refuse(400, 'substitution_invoice_not_found', 'No se encontró la factura de sustitución.', 'substitution');
      if (sub.status === 'canceled') throw refuse(400, 'substitution_invoice_canceled', 'La factura de sustitución ya está cancelada.', 'substitution');
    }
    if (inv.status === 'canceled') throw refuse(409, 'invoice_not_cancelable', 'La factura no puede cancelarse.');
    if (inv.cancellation_status === 'pending') throw refuse(409, 'invoice_cancellation_in_progress', 'La factura tiene una solicitud de cancelación pendiente.');
    inv.cancellation = { motive, substitution };
    if (acceptance.has(inv.id)) inv.cancellation_status = 'pending';
    else {
      inv.status = 'canceled';
      inv.cancellation_status = 'accepted';
    }
    return inv;
  }

  function search(list: { key: string; description: string }[], q: string) {
    const words = plain(q);
    const data = list.filter((e) => e.key.startsWith(q.trim().toUpperCase()) || plain(e.description).includes(words)).map((e) => ({ ...e, score: 1 }));
    return { page: 1, total_pages: 1, total_results: data.length, data };
  }

  async function handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: Json | null = null;
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-facturapi-log-id': 'log_fake' });
      res.end(JSON.stringify(payload));
    };
    const file = (type: string, bytes: Buffer) => {
      res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
      res.end(bytes);
    };
    try {
      if (raw) {
        try {
          body = JSON.parse(raw) as Json;
        } catch {
          throw refuse(400, 'invalid_json', 'El JSON enviado no es válido.');
        }
      }
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, body });
      const failure = failures.shift();
      if (failure) return send(failure.status, failure.body);
      if (downMode === '503') throw refuse(503, 'invoice_stamping_service_unavailable', 'El servicio de timbrado no está disponible.');
      if (req.headers.authorization !== `Bearer ${apiKey}`) throw refuse(401, 'api_key_invalid', 'La API key proporcionada no es válida.');
      const path = url.pathname;
      if (req.method === 'POST' && path === '/v2/invoices') {
        const key = str(body?.idempotency_key);
        const seen = key ? byKey.get(key) : undefined;
        if (seen) return send(200, invoices.get(seen));
        if (key && inFlight.has(key)) throw refuse(409, 'idempotency_key_in_use', 'La idempotency key ya está siendo usada.');
        const invoice = createInvoice(body ?? {});
        if (key) inFlight.add(key);
        try {
          if (opts.latencyMs) await new Promise((r) => setTimeout(r, opts.latencyMs));
        } finally {
          if (key) inFlight.delete(key);
        }
        invoices.set(invoice.id, invoice);
        if (key) byKey.set(key, invoice.id);
        return send(200, invoice);
      }
      if (req.method === 'GET' && (path === '/v2/catalogs/products' || path === '/v2/catalogs/units')) {
        return send(200, search(path.endsWith('products') ? PRODUCT_KEYS : UNIT_KEYS, url.searchParams.get('q') ?? ''));
      }
      const m = /^\/v2\/invoices\/([^/]+)(?:\/(xml|pdf))?$/.exec(path);
      const inv = m ? invoices.get(m[1]!) : undefined;
      if (m && !inv) throw refuse(404, 'invoice_not_found', 'No se encontró la factura.');
      if (inv && req.method === 'GET' && m![2] === 'xml') return file('application/xml', xmlOf(inv));
      if (inv && req.method === 'GET' && m![2] === 'pdf') return file('application/pdf', pdfOf(inv));
      if (inv && req.method === 'GET') return send(200, inv);
      if (inv && req.method === 'DELETE' && !m![2]) return send(200, cancel(inv, url.searchParams));
      throw refuse(404, 'not_found', 'No se encontró el recurso solicitado.');
    } catch (err) {
      if (err instanceof Refusal) return send(err.status, err.body);
      return send(500, { ok: false, status: 500, code: 'internal_error', message: 'Ocurrió un error interno.' });
    }
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => void handle(req, raw, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    apiKey,
    /** Where the SDK is pointed: its BASE_URL. */
    baseUrl: `http://127.0.0.1:${port}/v2`,
    invoices,
    /** Every request received, in order (the API key is not kept). */
    requests,
    /** How many distinct invoices were stamped. */
    get stamps() {
      return invoices.size;
    },
    /** The next request (of any kind) is answered with this instead. */
    failNext(failure: { status: number; body?: unknown }, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status: failure.status, body: failure.body ?? { ok: false, status: failure.status, code: 'internal_error', message: 'Ocurrió un error interno.' } });
    },
    /** The PAC unreachable: the port refuses connections, or every request is answered 503. */
    async down(mode: 'refused' | '503' = 'refused') {
      downMode = mode;
      if (mode === 'refused') {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      }
    },
    async up() {
      if (downMode === 'refused') await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      downMode = null;
    },
    /** The receiver must accept this invoice's cancellation (the SAT's rule for invoices over $1,000 after a day). */
    needAcceptance(idOrUuid: string) {
      const inv = find(idOrUuid);
      if (!inv) throw new Error(`no invoice ${idOrUuid}`);
      acceptance.add(inv.id);
    },
    acceptCancellation(idOrUuid: string) {
      const inv = find(idOrUuid);
      if (inv?.cancellation_status !== 'pending') throw new Error(`no pending cancellation for ${idOrUuid}`);
      inv.status = 'canceled';
      inv.cancellation_status = 'accepted';
    },
    rejectCancellation(idOrUuid: string) {
      const inv = find(idOrUuid);
      if (inv?.cancellation_status !== 'pending') throw new Error(`no pending cancellation for ${idOrUuid}`);
      inv.cancellation_status = 'rejected';
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (downMode === 'refused') return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakePac = Awaited<ReturnType<typeof startFakePac>>;
