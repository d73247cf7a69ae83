import { describe, expect, it } from 'vitest';
import { PRODUCTOS_SERVICIOS, UNIDADES } from './data';
import { SAT_SEARCH_LIMIT, searchSatKeys } from './search';

const claves = (tipo: 'producto' | 'unidad', q: string) => searchSatKeys({ tipo, q }).map((k) => k.clave);

describe('the shipped SAT catalogue subset', () => {
  it('finds produce by word, whatever the accents, case or number', () => {
    expect(searchSatKeys({ tipo: 'producto', q: 'aguacate' })).toEqual([{ clave: '50401700', descripcion: 'Aguacates' }]);
    expect(claves('producto', 'AGUACATES')).toEqual(['50401700']);
    expect(claves('producto', 'limón')).toEqual(['50304100']);
    expect(claves('producto', 'oregano')).toEqual(['50404115']); // «Orégano»
    expect(claves('producto', 'jitomate')).toEqual(['50406500']); // our word for «Tomates»
    expect(claves('producto', 'fríjoles secos')).toEqual(['50421800']);
  });

  it('ranks a match in the SAT description above one in our own words', () => {
    // «Café» and «Café instantáneo» say it; nothing else does.
    expect(claves('producto', 'cafe')).toEqual(['50201706', '50201709']);
    // «Fríjoles» and «Fríjoles Secos» by description first, then nothing by our words alone.
    expect(claves('producto', 'frijol').slice(0, 2)).toEqual(['50401800', '50421800']);
  });

  it('finds keys by prefix, the exact key first', () => {
    expect(claves('producto', '50401700')).toEqual(['50401700']);
    expect(claves('producto', '504017')).toEqual(['50401700']);
    const vegetables = claves('producto', '5040');
    expect(vegetables.length).toBeGreaterThan(5);
    expect(vegetables.every((c) => c.startsWith('5040'))).toBe(true);
    expect(claves('unidad', 'kgm')).toEqual(['KGM']);
    expect(claves('unidad', 'x').every((c) => c.startsWith('X'))).toBe(true);
  });

  it('finds units by their name and the words a grocer uses', () => {
    expect(searchSatKeys({ tipo: 'unidad', q: 'kilo' })).toEqual([{ clave: 'KGM', descripcion: 'Kilogramo' }]);
    expect(claves('unidad', 'pieza')).toEqual(['H87', 'XKI']); // «Kit (Conjunto de piezas)» after the piece itself
    expect(claves('unidad', 'bolsa')).toEqual(['XBG']);
    expect(claves('unidad', 'docena')).toEqual(['DZN']);
  });

  it('answers at most 20, and nothing for what it does not hold', () => {
    expect(searchSatKeys({ tipo: 'producto', q: '' })).toHaveLength(SAT_SEARCH_LIMIT);
    expect(searchSatKeys({ tipo: 'producto', q: '5' }).length).toBeLessThanOrEqual(SAT_SEARCH_LIMIT);
    expect(searchSatKeys({ tipo: 'producto', q: 'computadora' })).toEqual([]);
    expect(searchSatKeys({ tipo: 'unidad', q: 'aguacate' })).toEqual([]);
  });

  it('holds well-formed, unique keys', () => {
    for (const [entries, pattern] of [[PRODUCTOS_SERVICIOS, /^\d{8}$/], [UNIDADES, /^[A-Z0-9]{2,3}$/]] as const) {
      const keys = entries.map((e) => e.clave);
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of keys) expect(k).toMatch(pattern);
    }
  });
});
