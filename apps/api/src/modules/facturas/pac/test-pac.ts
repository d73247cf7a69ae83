import { createHash } from 'node:crypto';
import { RFC_PUBLICO_GENERAL, type CfdiDocument } from '@huerta/contracts';
import { cfdiPdf } from './cfdi-pdf';
import { cfdiXml, type CfdiTimbre } from './cfdi-xml';
import { PacError, type CancelStatus, type PacProvider, type SatKey } from './provider';

/**
 * The test mode (issue 45): the embedded default when no PAC is configured. It builds the very CFDI 4.0 a
 * PAC would stamp, with a fake timbre, so the whole flow runs offline. Nothing in it can pass for a real
 * invoice: the timbre's Leyenda and a comment at the top of the XML say «SIN VALIDEZ FISCAL», the seals and
 * certificate numbers are visibly fake, and the PDF carries the words diagonally across every page.
 */

export const SIN_VALIDEZ = 'SIN VALIDEZ FISCAL';
const FAKE = `PRUEBA-${SIN_VALIDEZ.replaceAll(' ', '-')}`;
/** The SAT's RFC, the one its own test timbres carry as RfcProvCertif. */
const RFC_PROV_CERTIF = 'SAT970701NN3';

/** A UUID (version 4 form, upper case) derived from the idempotency key: the same key gives the same folio fiscal. */
export function uuidForKey(key: string): string {
  const h = createHash('sha256').update(`huerta-prueba:${key}`).digest('hex').toUpperCase();
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16).toUpperCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** What cancelling needs to know of the document, kept in its pacId (nothing else survives a restart). */
interface Ref {
  tipo: CfdiDocument['tipo'];
  total: number;
  fecha: string;
  publico: boolean;
}
const PREFIX = 'prueba_';
const encodeRef = (uuid: string, r: Ref) => `${PREFIX}${uuid}_${Buffer.from(JSON.stringify(r)).toString('base64url')}`;
function decodeRef(pacId: string): Ref {
  const payload = pacId.startsWith(PREFIX) ? pacId.slice(PREFIX.length + 37) : '';
  try {
    const r = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Ref;
    if (typeof r.total === 'number' && typeof r.fecha === 'string') return r;
  } catch {
    // Falls through to the refusal below.
  }
  throw new PacError('Ese CFDI no se emitió en modo de prueba: cancélalo con el PAC que lo timbró.', false);
}

/** The shop's local `YYYY-MM-DDTHH:mm:ss` now (the server runs in the shop's zone, server.ts sets TZ). */
const systemLocalNow = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};
/** Milliseconds between two local timestamps of the same zone. */
const between = (from: string, to: string) => Date.parse(`${to}Z`) - Date.parse(`${from}Z`);

/**
 * Whether the SAT asks the receiver to accept the cancellation (RMF 2.7.1.34): an ingreso over $1,000
 * cancelled more than 24 hours after it was issued, unless issued to the público en general. Egresos,
 * pagos and the factura global cancel at once.
 */
export const needsAcceptance = (r: Ref, localNow: string) => r.tipo === 'I' && !r.publico && r.total > 100_000 && between(r.fecha, localNow) > 24 * 3600 * 1000;

export interface TestPacDeps {
  searchProducts(q: string): Promise<SatKey[]>;
  searchUnits(q: string): Promise<SatKey[]>;
  /** The shop's local time as `YYYY-MM-DDTHH:mm:ss` (tests pass their own clock). */
  localNow?: () => string;
}

/** The fake timbre of a document: deterministic from the key and the document, so a retry gives the same files. */
export function fakeTimbre(doc: CfdiDocument, key: string): CfdiTimbre {
  const digest = createHash('sha256').update(key).update(JSON.stringify(doc)).digest('hex').toUpperCase();
  return {
    uuid: uuidForKey(key),
    // Stamped the moment it was issued: nothing real waited in between, and the files stay the same on a retry.
    fechaTimbrado: doc.fecha,
    rfcProvCertif: RFC_PROV_CERTIF,
    leyenda: SIN_VALIDEZ,
    selloCFD: `${FAKE}-CFD-${digest}`,
    noCertificado: '00000000000000000000',
    certificado: FAKE,
    noCertificadoSAT: '00000000000000000000',
    selloSAT: `${FAKE}-SAT-${digest.split('').reverse().join('')}`,
  };
}

export function createTestPac(deps: TestPacDeps): PacProvider {
  const localNow = deps.localNow ?? systemLocalNow;
  // Where each cancellation stands, by UUID (this process's memory: the test mode keeps no other state).
  const cancellations = new Map<string, CancelStatus>();
  return {
    modo: 'prueba',
    async stamp(doc, { idempotencyKey }) {
      const timbre = fakeTimbre(doc, idempotencyKey);
      const xml = await cfdiXml(doc, timbre, `${SIN_VALIDEZ}: CFDI de prueba, no timbrado por un PAC ni enviado al SAT.`);
      const pdf = await cfdiPdf(doc, timbre, { prueba: true });
      return {
        uuid: timbre.uuid,
        pacId: encodeRef(timbre.uuid, { tipo: doc.tipo, total: doc.total, fecha: doc.fecha, publico: doc.receptor.rfc === RFC_PUBLICO_GENERAL }),
        xml: Buffer.from(xml, 'utf8'),
        pdf,
        timbrado: timbre.fechaTimbrado,
      };
    },
    async cancel(ref, motive) {
      if (motive.motivo === '01' && !motive.sustituto) throw new PacError('Para cancelar con motivo 01 indica el folio fiscal (UUID) del CFDI que lo sustituye.', false, 'sustituto');
      if (motive.motivo !== '01' && motive.sustituto) throw new PacError('Solo el motivo 01 lleva un CFDI sustituto.', false, 'sustituto');
      const status: CancelStatus = needsAcceptance(decodeRef(ref.pacId), localNow()) ? 'cancelacion_pendiente' : 'cancelada';
      cancellations.set(ref.uuid.toUpperCase(), status);
      return status;
    },
    async cancelStatus(ref) {
      decodeRef(ref.pacId);
      return cancellations.get(ref.uuid.toUpperCase()) ?? 'timbrada';
    },
    searchProducts: (q) => deps.searchProducts(q),
    searchUnits: (q) => deps.searchUnits(q),
  };
}
