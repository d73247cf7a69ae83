/** Checks of the test-mode card form, with the messages a shopper sees. */

export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

export type CardCheck = { ok: true; number: string } | { ok: false; message: string };

export function checkCard(numero: string, vencimiento: string, cvc: string, today: Date): CardCheck {
  const number = numero.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) return { ok: false, message: 'El número de tarjeta no es válido.' };
  const exp = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(vencimiento.trim());
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12) return { ok: false, message: 'La fecha de vencimiento no es válida (MM/AA).' };
  const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  // A card is valid through the last day of its expiry month.
  if (year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1)) {
    return { ok: false, message: 'La tarjeta está vencida.' };
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) return { ok: false, message: 'El CVC no es válido.' };
  return { ok: true, number };
}

/** Stripe's public test numbers that fail, with the Spanish message the shopper sees. */
export const DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': 'Tu tarjeta fue rechazada.',
  '4000000000009995': 'Tu tarjeta no tiene fondos suficientes.',
  '4000000000000069': 'Tu tarjeta está vencida.',
};
