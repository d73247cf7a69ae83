import { describe, expect, it } from 'vitest';
import { phoneLinks } from './phone-rule';

describe("a customer's phone as links for the back office", () => {
  it('calls and opens WhatsApp on the ten digits with 52, however the number was written', () => {
    for (const input of ['646 123 4567', '6461234567', '+52 646 123 4567', '52 (646) 123-4567'])
      expect(phoneLinks(input), input).toEqual({ tel: 'tel:+526461234567', whatsapp: 'https://wa.me/526461234567' });
  });

  it('keeps a foreign number callable as typed, without guessing a WhatsApp country', () => {
    expect(phoneLinks('+1 (619) 555-0100')).toEqual({ tel: 'tel:+16195550100', whatsapp: null });
  });

  it('links nothing that is not a phone', () => {
    for (const input of ['', '   ', 'sin teléfono', '12']) expect(phoneLinks(input), input).toBeNull();
  });
});
