import { personaOf, RFC_PUBLICO_GENERAL, usosFor, type CfdiDocument } from '@huerta/contracts';
import { PacError } from './pac/provider';

/**
 * The receiver's data checked on the server before the PAC is called (a refusal costs a call, and the PAC's
 * words are harder to read): the RFC's structure and date with @nodecfdi/rfc, the CP's five digits, the uso the
 * régimen admits (c_UsoCFDI, the contracts' rule). The RFC's check digit is not enforced: the SAT itself has
 * issued RFCs whose homoclave does not match it (nodecfdi's own note), and the PAC checks the real list.
 */
export async function checkReceptor(doc: CfdiDocument): Promise<void> {
  const { Rfc } = await import('@nodecfdi/rfc');
  const r = doc.receptor;
  const generic = r.rfc === RFC_PUBLICO_GENERAL;
  if (!generic && Rfc.parseOrNull(r.rfc) === null) throw new PacError(`El RFC ${r.rfc} no es válido: revisa sus letras, la fecha (AAMMDD) y la homoclave.`, false, 'rfc');
  if (!/^\d{5}$/.test(r.domicilioFiscal)) throw new PacError(`El código postal fiscal «${r.domicilioFiscal}» no tiene 5 dígitos.`, false, 'codigo_postal');
  // A complemento de pago's uso is always CP01, and the público en general's S01: outside the goods' catalogue.
  if (doc.tipo === 'I' && !generic && !usosFor(personaOf(r.rfc), r.regimenFiscal).some((u) => u.clave === r.usoCfdi)) {
    throw new PacError(`El uso de CFDI ${r.usoCfdi} no corresponde al régimen ${r.regimenFiscal} del receptor: corrige los datos fiscales.`, false, 'uso');
  }
}
