import { describe, expect, it } from 'vitest';
import type { Product, ProductRange } from '@huerta/contracts';
import { joinRanges } from './join-ranges';

const product = (id: number) => ({ id }) as Product;
const range = (ids: number[], total: number, version = 'v1'): ProductRange => ({ productos: ids.map(product), total, version });

describe('the whole catalogue from its ranges', () => {
  it('joins ranges of one version in order', () => {
    expect(joinRanges([range([1, 2], 5), range([3, 4], 5), range([5], 5)])?.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
  it('refuses ranges answered from different versions of the catalogue', () => {
    expect(joinRanges([range([1, 2], 4), range([3, 4], 4, 'v2')])).toBeNull();
    expect(joinRanges([range([1, 2], 4), range([3, 4], 5)])).toBeNull();
  });
  it('refuses ranges that do not cover every product (the catalogue grew)', () => {
    expect(joinRanges([range([1, 2], 5), range([3, 4], 5)])).toBeNull();
    expect(joinRanges([])).toBeNull();
  });
});
