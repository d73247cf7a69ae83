import { describe, expect, it } from 'vitest';
import { stringParam } from './search-params';

describe('stringParam', () => {
  it('keeps strings within the limit and numbers as text', () => {
    expect(stringParam('limón', 100)).toBe('limón');
    expect(stringParam(123, 100)).toBe('123');
  });
  it('drops other types and over-long values', () => {
    expect(stringParam({ a: 1 }, 100)).toBeUndefined();
    expect(stringParam(['x'], 100)).toBeUndefined();
    expect(stringParam('x'.repeat(101), 100)).toBeUndefined();
  });
});
