import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeText, searchMatcher, wordKey } from './text';

// A slice of the seeded catalogue (apps/api/src/db/seed-data/products.ts) plus two names it lacks,
// so plural rules for -z and -ón words are covered too.
const NAMES = [
  'Aguacate Hass', 'Fresa de San Quintín', 'Limón sin semilla', 'Plátano Tabasco', 'Durazno amarillo', 'Tomate saladette',
  'Chile jalapeño', 'Papa blanca', 'Elote blanco', 'Brócoli', 'Chícharo', 'Camote', 'Frijol pinto', 'Tortillas de maíz',
  'Tamales de elote', 'Salsa roja de chile de árbol', 'Cacahuate tostado', 'Nuez de Castilla', 'Champiñón',
];
const find = (query: string): string[] => NAMES.filter(searchMatcher(query));

describe('normalizeText', () => {
  it('drops accents and case', () => {
    expect(normalizeText('  Limón PIÑA ')).toBe('limon pina');
  });
});

describe('search: plural and singular', () => {
  it.each([
    ['tomates', ['Tomate saladette']],
    ['papas', ['Papa blanca']],
    ['fresas', ['Fresa de San Quintín']],
    ['aguacates', ['Aguacate Hass']],
    ['limones', ['Limón sin semilla']],
    ['nueces', ['Nuez de Castilla']],
    ['chiles', ['Chile jalapeño', 'Salsa roja de chile de árbol']],
    ['champiñones', ['Champiñón']],
    ['frijoles', ['Frijol pinto']],
    ['tortilla', ['Tortillas de maíz']],
    ['tamal', ['Tamales de elote']],
  ])('"%s" finds %j', (query, names) => {
    expect(find(query)).toEqual(names);
  });

  it('ignores case and accents, as before', () => {
    expect(matchesSearch('Limón persa', 'LIMON')).toBe(true);
    expect(matchesSearch('Chile jalapeño', 'JALAPEÑOS')).toBe(true);
    expect(find('PLATANOS')).toEqual(['Plátano Tabasco']);
  });
});

describe('search: synonyms', () => {
  it.each([
    ['jitomate', ['Tomate saladette']],
    ['jitomates', ['Tomate saladette']],
    ['patatas', ['Papa blanca']],
    ['maíz', ['Elote blanco', 'Tortillas de maíz', 'Tamales de elote']],
    ['choclos', ['Elote blanco', 'Tortillas de maíz', 'Tamales de elote']],
    ['ají', ['Chile jalapeño', 'Salsa roja de chile de árbol']],
    ['paltas', ['Aguacate Hass']],
    ['frutillas', ['Fresa de San Quintín']],
    ['bananas', ['Plátano Tabasco']],
    ['melocotones', ['Durazno amarillo']],
    ['porotos', ['Frijol pinto']],
    ['maní', ['Cacahuate tostado']],
    ['guisantes', ['Chícharo']],
    ['batata', ['Camote']],
  ])('"%s" finds %j', (query, names) => {
    expect(find(query)).toEqual(names);
  });

  it('works both ways', () => {
    expect(matchesSearch('Jitomate bola', 'tomates')).toBe(true);
    expect(matchesSearch('Patata gallega', 'papa')).toBe(true);
    expect(matchesSearch('Remolacha', 'betabel')).toBe(true);
    expect(matchesSearch('Betabel', 'remolachas')).toBe(true);
    expect(matchesSearch('Calabaza de Castilla', 'calabacitas')).toBe(true);
    expect(matchesSearch('Calabacita italiana', 'calabaza')).toBe(true);
  });
});

describe('search: what must not match', () => {
  it.each(['zzzz', 'pescado', 'carne', 'leche', 'computadora', 'uva', 'manzanas', 'col', 'ate', 'de x'])('"%s" finds nothing here', (query) => {
    expect(find(query)).toEqual([]);
  });

  it('matches whole words, and only the last word by its start (still being typed)', () => {
    expect(find('agua')).toEqual(['Aguacate Hass']);
    expect(find('chile jala')).toEqual(['Chile jalapeño']);
    expect(find('jala chile')).toEqual([]);
    expect(find('papa roja')).toEqual([]);
  });

  it('finds nothing for a query without words', () => {
    expect(find('')).toEqual([]);
    expect(find(' ¿? ')).toEqual([]);
  });
});

// Spanish-looking words: consonant-vowel syllables, sometimes closed by a consonant.
const word = fc.stringMatching(/^[bcdfgjlmnprt][aeiou](?:[bcdfgjlmnprt][aeiou]){1,3}[lnrdz]?$/);
const plural = (w: string): string => (/[aeiou]$/.test(w) ? `${w}s` : w.endsWith('z') ? `${w.slice(0, -1)}ces` : `${w}es`);
const accent = (w: string): string => w.replace(/[aeiou](?=[^aeiou]*$)/, (v) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[v]!);

describe('search properties', () => {
  it('a singular and its plural find each other, in any case and with or without accent', () => {
    fc.assert(
      fc.property(word, fc.boolean(), (w, upper) => {
        const p = upper ? plural(w).toUpperCase() : plural(w);
        return matchesSearch(`${accent(w)} fresco`, p) && matchesSearch(`${plural(w)} de temporada`, accent(w)) && wordKey(w) === wordKey(plural(w));
      }),
    );
  });

  it('every name is found by itself and by each of its words', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), (name) =>
        matchesSearch(name, name.toUpperCase()) && name.split(' ').every((w) => matchesSearch(name, w)),
      ),
    );
  });

  it('adding a word never widens a search', () => {
    const nameWords = fc.constantFrom(...NAMES.flatMap((n) => n.split(' ')));
    fc.assert(
      fc.property(nameWords, fc.oneof(nameWords, word), (a, b) => find(`${a} ${b}`).every((n) => find(a).includes(n))),
    );
  });
});
