import { describe, expect, it } from 'vitest';
import { kilosOf, readKilos, readQuantity } from './quantity';

describe('readQuantity', () => {
  it('takes whole numbers from 1 to 999 as typed, without a note', () => {
    expect(readQuantity('3')).toEqual({ items: 3, note: null });
    expect(readQuantity('999')).toEqual({ items: 999, note: null });
  });

  it('says when a fraction is cut to a whole number', () => {
    expect(readQuantity('2.5')).toEqual({ items: 2, note: 'Usamos 2: solo cantidades enteras.' });
    expect(readQuantity('1.99')).toEqual({ items: 1, note: 'Usamos 1: solo cantidades enteras.' });
  });

  it('says when a quantity is over the maximum', () => {
    expect(readQuantity('1500')).toEqual({ items: 999, note: 'El máximo por producto es 999.' });
    expect(readQuantity('1e6')).toEqual({ items: 999, note: 'El máximo por producto es 999.' });
    expect(readQuantity('Infinity')).toEqual({ items: 999, note: 'El máximo por producto es 999.' });
  });

  it('waits while a value below 1 may still be typed over, and corrects it on leaving the field', () => {
    expect(readQuantity('0')).toBeNull();
    expect(readQuantity('-2')).toBeNull();
    expect(readQuantity('0', true)).toEqual({ items: 1, note: 'La cantidad mínima es 1.' });
    expect(readQuantity('0.5', true)).toEqual({ items: 1, note: 'La cantidad mínima es 1.' });
  });

  it('leaves an empty or unreadable field to the cart', () => {
    expect(readQuantity('')).toBeNull();
    expect(readQuantity('', true)).toBeNull();
    expect(readQuantity('abc', true)).toBeNull();
  });
});

describe('kilos typed for a product sold in steps', () => {
  const steps = { gramos: 250, minimo: 2 };
  it('takes a weight on a step as typed, and snaps one between steps, saying so', () => {
    expect(readKilos('1.5', steps)).toEqual({ items: 6, note: null });
    expect(readKilos('1,25', steps)).toEqual({ items: 5, note: null });
    expect(readKilos('1.1', steps)).toEqual({ items: 4, note: 'Se vende en pasos de 0.25 kg: usamos 1 kg.' });
    expect(kilosOf(6, steps)).toBe('1.5');
  });
  it('keeps the minimum once the field is left, and waits while typing', () => {
    expect(readKilos('0.25', steps)).toBeNull();
    expect(readKilos('0.25', steps, true)).toEqual({ items: 2, note: 'El mínimo es 0.5 kg.' });
    expect(readKilos('', steps, true)).toBeNull();
    expect(readKilos('9999', steps)!.items).toBe(999);
  });
});
