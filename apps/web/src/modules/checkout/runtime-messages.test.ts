import {
  ADDRESS_MESSAGES,
  DEFAULT_WINDOWS,
  FACTURA_STATE_LABELS,
  REGIMENES_FISCALES,
  USOS_CFDI,
  contactInputSchema,
  createOrderInputSchema,
  razonSocialProblem,
  registerInputSchema,
  rfcProblem,
  testPaymentInputSchema,
  updateAccountInputSchema,
} from '@huerta/contracts';
import { EMAIL_MESSAGE, PASSWORD_SHORT_MESSAGE, PHONE_MESSAGE, REQUIRED_MESSAGE } from '@huerta/contracts/rules';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../messages-plugin';

// Ids only reachable at runtime (the contracts' labels and messages, given to t() as values): the
// catalogue test sees literal t('…') ids only, so these are checked here, each exactly as produced.
const catalogue = readCatalogue(join(new URL('../..', import.meta.url).pathname, 'i18n/en'));
const missing = (ids: readonly string[]) => ids.filter((id) => !(id in catalogue));

/** Every message a schema gives for `input`. */
const messagesOf = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((i) => i.message);

describe('English for the messages and labels the checkout shows from the contracts', () => {
  it('has the SAT catalogues, the factura states and the shop’s delivery windows', () => {
    expect(missing(REGIMENES_FISCALES.map((r) => r.nombre))).toEqual([]);
    expect(missing(USOS_CFDI.map((u) => u.nombre))).toEqual([]);
    expect(missing(Object.values(FACTURA_STATE_LABELS))).toEqual([]);
    expect(missing(DEFAULT_WINDOWS.map((w) => w.nombre))).toEqual([]);
  });

  it('has the forms’ own checks', () => {
    expect(missing([...Object.values(ADDRESS_MESSAGES), REQUIRED_MESSAGE, EMAIL_MESSAGE, PHONE_MESSAGE, PASSWORD_SHORT_MESSAGE])).toEqual([]);
    const rfc = [rfcProblem('ABC'), rfcProblem('XAXX010101000'), razonSocialProblem('TAQUERIA EL FARO, S.A. DE C.V.', 'moral')];
    expect(missing(rfc.filter((m): m is string => m !== null))).toEqual([]);
  });

  it('has what the server’s schemas say to a shopper’s forms', () => {
    const said = [
      ...messagesOf(createOrderInputSchema, {}),
      ...messagesOf(createOrderInputSchema, { nombre: ' ', direccion: 'x', telefono: 'abc', email: 'no', productos: [], calle: ' ', colonia: '', codigo_postal: '1', nota: 'x'.repeat(501) }),
      ...messagesOf(createOrderInputSchema, {
        nombre: 'x'.repeat(121),
        direccion: 'x'.repeat(301),
        telefono: '6'.repeat(31),
        email: `${'x'.repeat(250)}@x.mx`,
        productos: [{ id: 0, items: 1000 }],
        ventana: 'X',
        dia_entrega: 'mañana',
        factura: { rfc: 'ABC', razon_social: ' ', regimen_fiscal: '000', uso_cfdi: 'X', codigo_postal_fiscal: '1' },
      }),
      ...messagesOf(registerInputSchema, { nombre: 'Ana', usuario: 'ana@x.mx', password: 'corta', tel: '123', calle: 'x'.repeat(151), colonia: 'x'.repeat(101), referencias: 'x'.repeat(201), codigo_postal: 'abc' }),
      ...messagesOf(updateAccountInputSchema, { codigo_postal: '1' }),
      ...messagesOf(contactInputSchema, { nombre: '', correo: 'x', mensaje: 'x'.repeat(2001) }),
      ...messagesOf(testPaymentInputSchema, { payment_intent_client_secret: 'x', numero_tarjeta: '', vencimiento: '12/2030!!', cvc: '12345' }),
    ];
    expect(said.length).toBeGreaterThan(20);
    expect(missing([...new Set(said)])).toEqual([]);
  });
});
