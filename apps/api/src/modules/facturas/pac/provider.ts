import type { CfdiDocument } from '@huerta/contracts';

/** What a PAC gives back for a stamped document. */
export interface StampedCfdi {
  /** The folio fiscal (TimbreFiscalDigital's UUID), upper case. */
  uuid: string;
  /** The PAC's own id of the document (Facturapi's invoice id), needed to cancel it or ask its status. */
  pacId: string;
  xml: Buffer;
  pdf: Buffer;
  /** When the SAT's timbre was put, ISO 8601. */
  timbrado: string;
}

/** The SAT motives for cancelling: 01 with a substitute's UUID, 02, 03, 04 (factura global). */
export type CancelMotive = '01' | '02' | '03' | '04';

/**
 * Where a cancellation stands at the PAC: done, or waiting for the receiver's acceptance («en espera de
 * aceptación», which the SAT asks for invoices over $1,000 after their first day) — or refused by them.
 */
export type CancelStatus = 'cancelada' | 'cancelacion_pendiente' | 'cancelacion_rechazada';

/** One entry of a SAT catalogue (c_ClaveProdServ, c_ClaveUnidad). */
export interface SatKey {
  clave: string;
  descripcion: string;
}

/**
 * A PAC's refusal or failure, in Spanish for the owner, saying what to fix («El RFC no coincide con el nombre
 * registrado en el SAT…»). `retryable` is true when the same document may succeed later (network, PAC down,
 * 5xx, 429); false when the data must change first.
 */
export class PacError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The field the owner or shopper must fix, when the PAC names one (rfc, nombre, codigo_postal, regimen, uso…). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PacError';
  }
}

/**
 * The one interface the facturas module stamps through (as payments go through their provider): the test mode
 * (embedded default, offline, «SIN VALIDEZ FISCAL») or a real PAC through its SDK (Facturapi).
 * Every call with the same `idempotencyKey` returns the same document: a retried job never stamps twice.
 */
export interface PacProvider {
  readonly modo: 'prueba' | 'pac';
  stamp(doc: CfdiDocument, opts: { idempotencyKey: string }): Promise<StampedCfdi>;
  cancel(ref: { pacId: string; uuid: string }, motive: { motivo: CancelMotive; sustituto: string | null }): Promise<CancelStatus>;
  /** Where a cancellation asked for earlier stands now. */
  cancelStatus(ref: { pacId: string; uuid: string }): Promise<CancelStatus | 'timbrada'>;
  /** The SAT's product and unit catalogues, searched by words or key (the product form's search). */
  searchProducts(q: string): Promise<SatKey[]>;
  searchUnits(q: string): Promise<SatKey[]>;
}
