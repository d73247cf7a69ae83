import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionalPhoneSchema, phoneSchema } from './phone';
import { normalizePhone } from './phone-rule';

describe('Mexican phone numbers', () => {
  it('accepts 10 digits with spaces, dashes, dots, parentheses and +52, written one way', () => {
    for (const input of ['6461234567', '646 123 4567', '646-123-4567', '(646) 123.4567', '+52 646 123 4567', '52 6461234567', ' +52-646-123-4567 '])
      expect(phoneSchema.parse(input), input).toBe('646 123 4567');
  });

  it('refuses letters, short and long numbers with a message for people', () => {
    for (const input of ['abc', '646 123 456', '646 123 45678', '+1 646 123 4567', '646a1234567', '']) {
      const result = phoneSchema.safeParse(input);
      expect(result.success, input).toBe(false);
      expect(result.error?.issues[0]?.message, input).toMatch(/^(Escribe un teléfono de 10 dígitos|Es obligatorio)/);
    }
  });

  it('leaves an optional phone empty, but checks it when given', () => {
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(optionalPhoneSchema.parse('   ')).toBe('');
    expect(optionalPhoneSchema.safeParse('abc').success).toBe(false);
  });

  it('keeps exactly the ten digits, whatever the separators', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.array(fc.constantFrom(' ', '-', '.'), { minLength: 10, maxLength: 10 }), (digits, seps) => {
        const written = [...digits].map((d, i) => d + seps[i]).join('');
        expect(phoneSchema.parse(written).replace(/ /g, '')).toBe(digits);
      }),
    );
  });

  it('is the same rule the storefront checks before sending (phone-rule.ts, zod-free)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^[+\d\s().-]{0,20}$/)), (input) => {
        const result = phoneSchema.safeParse(input);
        expect(normalizePhone(input), input).toBe(result.success ? result.data : null);
      }),
    );
  });
});
