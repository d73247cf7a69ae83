import { describe, expect, it } from 'vitest';
import { readQuantity } from './quantity';

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
