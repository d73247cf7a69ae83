import { describe, expect, it } from 'vitest';
import { splitTitle } from './split-title';

describe('splitTitle', () => {
  it('puts the first half of the words first (the extra word on odd counts)', () => {
    expect(splitTitle('Frutas frescas del valle a tu puerta')).toEqual(['Frutas frescas del valle', 'a tu puerta']);
    expect(splitTitle('Verduras de temporada')).toEqual(['Verduras de', 'temporada']);
  });
  it('copes with one word and extra spaces', () => {
    expect(splitTitle('  Fresas  ')).toEqual(['Fresas', '']);
  });
});
