import { AppError, badRequest } from '../../platform/errors';

const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

/**
 * A PDF is what it claims when it starts with its header (within the first KB, as the format allows)
 * and ends with its end-of-file marker: a renamed image, a web page or half a download is refused.
 */
export function checkPdf(bytes: Buffer) {
  const head = bytes.subarray(0, 1024).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!/%PDF-[12]\.\d/.test(head)) throw badRequest('El PDF no es un PDF: sube la representación impresa de la factura (archivo .pdf).');
  if (!tail.includes('%%EOF')) throw badRequest('El PDF está incompleto (no termina como un PDF): descárgalo de nuevo de tu PAC.');
}

/** What the back office learns from a stamped CFDI 4.0. */
export interface StampedCfdi {
  uuid: string;
  rfcReceptor: string;
  /** In centavos. */
  total: number;
  serieFolio: string | null;
}

type Node = Record<string, unknown>;

const MAX_DEPTH = 32;
/** The deepest nesting of elements, counted from the tags alone. */
function depthOf(text: string): number {
  let depth = 0;
  let max = 0;
  for (const m of text.matchAll(/<(\/?)[A-Za-z_][^<>]*?(\/?)>/g)) {
    if (m[1]) depth--;
    else if (!m[2]) max = Math.max(max, ++depth);
  }
  return max;
}
// Entities are not expanded by the parser (no DTD is ever read); the five XML ones are decoded here, once,
// so an RFC with «&» (written «&amp;») reads as itself.
const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|apos);/g, (e) => XML_ENTITIES[e]!);
const attr = (node: Node | undefined, name: string) => (node && typeof node[`@_${name}`] === 'string' ? decode(node[`@_${name}`] as string) : undefined);

/** The child whose tag is `<prefix>:<name>` for one of `prefixes` (those bound to the namespace wanted). */
function child(node: Node | undefined, name: string, prefixes: Set<string>): Node | undefined {
  if (!node) return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@_') || typeof value !== 'object' || value === null) continue;
    const [prefix, local] = key.includes(':') ? key.split(':', 2) : ['', key];
    if (local === name && prefixes.has(prefix!)) return (Array.isArray(value) ? value[0] : value) as Node;
  }
  return undefined;
}

/** Prefixes bound to a namespace by a node's xmlns attributes. */
const prefixesOf = (node: Node, ns: string) =>
  new Set(
    Object.entries(node)
      .filter(([k, v]) => (k === '@_xmlns' || k.startsWith('@_xmlns:')) && v === ns)
      .map(([k]) => (k === '@_xmlns' ? '' : k.slice('@_xmlns:'.length))),
  );

/**
 * A factura's XML is what it claims when it is a well-formed CFDI 4.0 stamped by a PAC (its folio fiscal
 * in the TimbreFiscalDigital). No DTD is read: entity expansion is refused before parsing.
 */
export async function readCfdiXml(bytes: Buffer): Promise<StampedCfdi> {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw badRequest('El XML no es un CFDI: trae una declaración DOCTYPE que un CFDI no lleva.');
  // A CFDI is a handful of levels deep; the parser recurses per level, so a file nested thousands deep would
  // exhaust the stack (the attack suite sends one). Counted in one linear pass before parsing.
  if (depthOf(text) > MAX_DEPTH) throw badRequest(`El XML no es un CFDI: anida más de ${MAX_DEPTH} niveles de etiquetas.`);
  // Loaded on the first factura (see platform/http/multipart-files.ts: idle processes do not carry it).
  const { XMLParser, XMLValidator } = await import('fast-xml-parser');
  let doc: Node;
  try {
    const valid = XMLValidator.validate(text);
    if (valid !== true) throw badRequest(`El XML no está bien formado (línea ${valid.err.line}): sube el archivo .xml tal como lo entregó tu PAC.`);
    doc = new XMLParser({ ignoreAttributes: false, parseAttributeValue: false, parseTagValue: false, processEntities: false }).parse(text) as Node;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest('El XML no está bien formado: sube el archivo .xml tal como lo entregó tu PAC.');
  }
  const rootKey = Object.keys(doc).find((k) => !k.startsWith('?') && !k.startsWith('@_'));
  const root = rootKey ? (doc[rootKey] as Node) : undefined;
  const cfdi = root && rootKey!.endsWith('Comprobante') ? prefixesOf(root, CFDI_NS) : new Set<string>();
  const rootPrefix = rootKey?.includes(':') ? rootKey.split(':', 1)[0]! : '';
  if (!root || !cfdi.has(rootPrefix)) throw badRequest('El XML no es un CFDI 4.0: su raíz debe ser cfdi:Comprobante del SAT (http://www.sat.gob.mx/cfd/4).');
  if (attr(root, 'Version') !== '4.0') throw badRequest(`El XML es un CFDI versión ${attr(root, 'Version') ?? 'desconocida'}; se espera la 4.0.`);
  const receptor = child(root, 'Receptor', cfdi);
  const rfcReceptor = attr(receptor, 'Rfc');
  const total = attr(root, 'Total');
  if (!rfcReceptor || !total || !/^\d+(\.\d{1,6})?$/.test(total)) throw badRequest('El XML no trae el RFC del receptor o el total del comprobante.');
  const complemento = child(root, 'Complemento', cfdi);
  let timbre: Node | undefined;
  for (const [key, value] of Object.entries(complemento ?? {})) {
    if (!key.endsWith('TimbreFiscalDigital') || typeof value !== 'object' || value === null) continue;
    const node = (Array.isArray(value) ? value[0] : value) as Node;
    const prefix = key.includes(':') ? key.split(':', 1)[0]! : '';
    if (prefixesOf(node, TFD_NS).has(prefix) || prefixesOf(root, TFD_NS).has(prefix)) timbre = node;
  }
  const uuid = attr(timbre, 'UUID');
  if (!uuid || !UUID.test(uuid)) throw badRequest('El XML no está timbrado: falta el folio fiscal (TimbreFiscalDigital) que pone el PAC.');
  const serie = attr(root, 'Serie');
  const folio = attr(root, 'Folio');
  return {
    uuid: uuid.toUpperCase(),
    rfcReceptor: rfcReceptor.toUpperCase(),
    total: Math.round(Number(total) * 100),
    serieFolio: serie || folio ? `${serie ?? ''}${folio ?? ''}` : null,
  };
}
