import { randomInt } from 'node:crypto';
import type { CreateIntentArgs, PaymentInstructions } from './provider';

/** A CLABE's check digit: weights 3, 7, 1 over its first 17 digits (Banxico's rule). */
export function clabeCheckDigit(first17: string): number {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce((n, d, i) => n + ((Number(d) * weights[i % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * Test mode's voucher and transfer, shaped as Stripe gives them: an OXXO number and expiry; a valid
 * CLABE (STP's bank code, as Stripe's Mexican transfers use) and a reference. They pay nothing: staff
 * mark them paid with «Simular pago recibido».
 */
export function testInstructions(args: Pick<CreateIntentArgs, 'metodo' | 'voucher'>): PaymentInstructions {
  if (args.metodo === 'oxxo') return { oxxo: { numero: digits(18), url: null, vence: args.voucher.vence } };
  if (args.metodo === 'spei') {
    const first17 = `646180${digits(11)}`;
    return { spei: { clabe: `${first17}${clabeCheckDigit(first17)}`, banco: 'STP', beneficiario: 'Huerta Baja (modo de prueba)', referencia: digits(7), url: null } };
  }
  return {};
}
