import { describe, expect, it } from 'vitest';
import { nearestInPrice, substituted, timedOutLabel, timedOutState } from './rules';

describe('substitutions', () => {
  it('offers the same category nearest in price first, never the product itself nor one already ordered', () => {
    const p = (id: number, categoria_id: number, precio: number, nombre = `p${id}`) => ({ id, categoria_id, precio, nombre });
    const all = [p(1, 1, 20), p(2, 1, 25), p(3, 1, 18), p(4, 2, 20), p(5, 1, 40), p(6, 1, 21)];
    expect(nearestInPrice(all, p(1, 1, 20), new Set([6])).map((x) => x.id)).toEqual([3, 2, 5]);
    expect(nearestInPrice(all, p(1, 1, 20), new Set(), 2).map((x) => x.id)).toEqual([6, 3]);
  });

  it('past its time, «similar» accepts and «no», «llamar» or no choice decline, each said as applied', () => {
    expect(timedOutState('similar')).toBe('vencida_aceptada');
    expect(timedOutState('no')).toBe('vencida_rechazada');
    expect(timedOutState('llamar')).toBe('vencida_rechazada');
    expect(timedOutState(null)).toBe('vencida_rechazada');
    expect(substituted('vencida_aceptada') && substituted('aceptada') && !substituted('rechazada') && !substituted('propuesta')).toBe(true);
    expect(timedOutLabel('llamar')).toBe('Sin respuesta: se aplicó «Llamarme» (no se sustituyó)');
  });
});
