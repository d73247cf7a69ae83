import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { errorMessage, serverText } from './errors';
import { phoneProblem, problemsOf, requiredProblem, shownErrors } from './field-errors';

describe('what a form checks before sending', () => {
  it('says the schemas’ own messages, and nothing for a good value', () => {
    expect(requiredProblem('  ')).toBe('Es obligatorio.');
    expect(requiredProblem('Ana')).toBeUndefined();
    expect(phoneProblem('abc', true)).toBe('Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).');
    expect(phoneProblem('+52 646 123 4567', true)).toBeUndefined();
    expect(phoneProblem('', true)).toBe('Es obligatorio.');
    expect(phoneProblem(' ', false)).toBeUndefined();
  });

  it('keeps only the fields with a message, so an empty result means the form may be sent', () => {
    expect(problemsOf({ nombre: undefined, telefono: 'Es obligatorio.' })).toEqual({ telefono: 'Es obligatorio.' });
    expect(Object.keys(problemsOf({ nombre: undefined }))).toHaveLength(0);
  });
});

describe('the schemas’ and the server’s messages in the page’s language', () => {
  // activateLocale sets <html lang>: a stand-in document for node.
  beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));
  afterEach(async () => {
    await activateLocale('es');
    vi.unstubAllGlobals();
  });
  const english = () => activateLocale('en');

  it('shows them unchanged on a Spanish page', () => {
    expect(shownErrors({ nombre: 'Es obligatorio.', email: undefined })).toEqual({ nombre: 'Es obligatorio.', email: undefined });
    expect(serverText('Teléfono: Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).')).toBe('Teléfono: Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).');
  });

  it('says a fixed message in English, and one with names or numbers as it came', async () => {
    await english();
    expect(shownErrors({ nombre: 'Es obligatorio.', email: undefined, calle: 'Escribe la calle y el número.' })).toEqual({
      nombre: 'Required.',
      email: undefined,
      calle: 'Enter the street and number.',
    });
    expect(serverText('Tu tarjeta fue rechazada.')).toBe('Your card was declined.');
    expect(serverText('Agotado: «Jitomate». Quítalo de tu carrito para continuar.')).toBe('Agotado: «Jitomate». Quítalo de tu carrito para continuar.');
  });

  it('says a validation message that names its field as both parts in English', async () => {
    await english();
    expect(serverText('Teléfono: Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).')).toBe('Phone: Enter a 10-digit phone number (spaces, dashes and +52 are OK).');
    expect(serverText('Factura, RFC: El RFC tiene 12 o 13 caracteres.')).toBe('Invoice, RFC: The RFC has 12 or 13 characters.');
    expect(serverText('Carrito, producto 2, cantidad: La cantidad máxima es 999.')).toBe('Cart, item 2, quantity: The maximum quantity is 999.');
    // A part without English: the whole message stays as the server wrote it (never half in each language).
    expect(serverText('Régimen fiscal: El régimen 601 no corresponde a una persona física (RFC de 13 caracteres).')).toBe(
      'Régimen fiscal: El régimen 601 no corresponde a una persona física (RFC de 13 caracteres).',
    );
  });

  it('gives the fallback and the connection messages in English', async () => {
    await english();
    expect(errorMessage(new Error('x'), 'Error al enviar la petición. Intenta de nuevo.')).toBe('Couldn’t send the request. Please try again.');
    expect(errorMessage({ cause: { name: 'TimeoutError' } }, 'x')).toBe('The shop took too long to respond. Check your connection and try again.');
  });
});
