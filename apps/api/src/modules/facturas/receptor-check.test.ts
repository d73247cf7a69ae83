import type { CfdiDocument } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { checkReceptor } from './receptor-check';
import { PacError } from './pac/provider';

const doc = (receptor: Partial<CfdiDocument['receptor']>, tipo: CfdiDocument['tipo'] = 'I') =>
  ({ tipo, receptor: { rfc: 'TEF190312AB1', nombre: 'TAQUERIA EL FARO', regimenFiscal: '601', domicilioFiscal: '22000', usoCfdi: 'G01', ...receptor } }) as CfdiDocument;
const refusal = async (d: CfdiDocument) => {
  const err = await checkReceptor(d).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(PacError);
  expect((err as PacError).retryable).toBe(false);
  return (err as PacError).message;
};

describe('the receiver checked before calling the PAC', () => {
  it('passes a well-formed receiver, the público en general, and a REP’s CP01', async () => {
    await checkReceptor(doc({}));
    await checkReceptor(doc({ rfc: 'XAXX010101000', regimenFiscal: '616', usoCfdi: 'S01' }));
    await checkReceptor(doc({ usoCfdi: 'CP01' }, 'P'));
  });

  it('refuses in Spanish, naming what to fix, without calling anyone', async () => {
    expect(await refusal(doc({ rfc: 'TEF191332AB1' }))).toBe('El RFC TEF191332AB1 no es válido: revisa sus letras, la fecha (AAMMDD) y la homoclave.');
    expect(await refusal(doc({ domicilioFiscal: '2200' }))).toBe('El código postal fiscal «2200» no tiene 5 dígitos.');
    expect(await refusal(doc({ usoCfdi: 'D01' }))).toBe('El uso de CFDI D01 no corresponde al régimen 601 del receptor: corrige los datos fiscales.');
  });
});
