import { describe, expect, it } from 'vitest';
import { numeroEnLetra, pesosEnLetra } from './pesos-en-letra';

describe('the total in words', () => {
  it('writes pesos as Mexican invoices do', () => {
    expect(pesosEnLetra(29_729)).toBe('(DOSCIENTOS NOVENTA Y SIETE PESOS 29/100 M.N.)');
    expect(pesosEnLetra(100)).toBe('(UN PESO 00/100 M.N.)');
    expect(pesosEnLetra(5)).toBe('(CERO PESOS 05/100 M.N.)');
    expect(pesosEnLetra(10_000)).toBe('(CIEN PESOS 00/100 M.N.)');
    expect(pesosEnLetra(123_456)).toBe('(MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.)');
    expect(pesosEnLetra(2_100_000)).toBe('(VEINTIUN MIL PESOS 00/100 M.N.)');
    expect(pesosEnLetra(100_000_000)).toBe('(UN MILLÓN DE PESOS 00/100 M.N.)');
    expect(pesosEnLetra(250_000_001_00)).toBe('(DOSCIENTOS CINCUENTA MILLONES UN PESOS 00/100 M.N.)');
  });

  it('spells the numbers the RAE’s way', () => {
    expect(numeroEnLetra(101)).toBe('CIENTO UN');
    expect(numeroEnLetra(116)).toBe('CIENTO DIECISÉIS');
    expect(numeroEnLetra(1_001)).toBe('MIL UN');
    expect(numeroEnLetra(31_500)).toBe('TREINTA Y UN MIL QUINIENTOS');
    expect(numeroEnLetra(999_999)).toBe('NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE');
    expect(numeroEnLetra(1_000_000_000)).toBe('MIL MILLONES');
    expect(numeroEnLetra(2_345_678)).toBe('DOS MILLONES TRESCIENTOS CUARENTA Y CINCO MIL SEISCIENTOS SETENTA Y OCHO');
  });
});
