import fc from 'fast-check';

/** A JSON Schema (draft 2020-12) node, as far as this walker reads it. */
export type Schema = boolean | { [k: string]: unknown };
type Node = { [k: string]: unknown };

const MAX_DEPTH = 8;
const EMAILISH = /correo|e-?mail|usuario/i;

/** Resolves a local `$ref` (`#/$defs/X`, `#/components/schemas/X`) against the schema, then the document. */
function resolveRef(ref: string, roots: unknown[]): Schema {
  if (!ref.startsWith('#')) return true;
  const parts = ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p).replaceAll('~1', '/').replaceAll('~0', '~'));
  for (const root of roots) {
    let node: unknown = root;
    for (const p of parts) node = node && typeof node === 'object' ? (node as Node)[p] : undefined;
    if (node !== undefined) return node as Schema;
  }
  return true;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function stringArb(s: Node, name: string): fc.Arbitrary<unknown> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(s.maxLength) ?? minLength + 40, minLength + 60));
  const format = typeof s.format === 'string' ? s.format : undefined;
  if (format === 'email' || (!format && !s.pattern && EMAILISH.test(name))) {
    const plain = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/), fc.constantFrom('example.mx', 'correo.com', 'huerta.mx')).map(([u, d]) => `${u}@${d}`);
    return fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: fc.emailAddress().filter((e) => e.length <= (num(s.maxLength) ?? 254)), weight: 1 });
  }
  if (format === 'date') return fc.integer({ min: 0, max: 4_102_444_800_000 }).map((t) => new Date(t).toISOString().slice(0, 10));
  if (format === 'date-time') return fc.integer({ min: 0, max: 4_102_444_800_000 }).map((t) => new Date(t).toISOString());
  if (format === 'uri' || format === 'url') return fc.webUrl();
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'small', maxLength: num(s.maxLength) });
    } catch {
      // a pattern fast-check can't invert: plain strings
    }
  }
  // Mostly readable text (it gets past validation to the services), sometimes any code point.
  const plain = fc.string({ minLength, maxLength, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ñáéíóú0123456789,.-'.split('')) });
  return fc.oneof(
    { arbitrary: plain, weight: 3 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 1 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }), weight: 1 },
  );
}

function numberArb(s: Node, integer: boolean): fc.Arbitrary<unknown> {
  const exMin = num(s.exclusiveMinimum);
  const exMax = num(s.exclusiveMaximum);
  let min = num(s.minimum) ?? (exMin !== undefined ? exMin + (integer ? 1 : Number.EPSILON) : undefined);
  let max = num(s.maximum) ?? (exMax !== undefined ? exMax - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    min = Math.max(min ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    max = Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    // Small values reach real rows (product ids, quantities) far more often than huge ones.
    const small = fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 0) + 50) });
    return fc.oneof(small, fc.integer({ min, max }));
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary for values the schema accepts (or nearly: "valid-ish"). */
export function arbitraryFor(schema: Schema, roots: unknown[], name = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema === true) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(null);
  const s = schema;
  if (typeof s.$ref === 'string') return arbitraryFor(resolveRef(s.$ref, roots), roots, name, depth + 1);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as unknown[]));
  const alternatives = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) return fc.oneof(...alternatives.map((a) => arbitraryFor(a, roots, name, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length > 0) {
    const merged: Node = { ...s, allOf: undefined };
    for (const part of s.allOf as Schema[]) {
      const p = typeof part === 'object' ? (typeof part.$ref === 'string' ? resolveRef(part.$ref, roots) : part) : {};
      if (typeof p !== 'object') continue;
      merged.type ??= p.type;
      merged.properties = { ...(merged.properties as Node | undefined), ...(p.properties as Node | undefined) };
      merged.required = [...((merged.required as string[] | undefined) ?? []), ...((p.required as string[] | undefined) ?? [])];
    }
    delete merged.allOf;
    return arbitraryFor(merged, roots, name, depth + 1);
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : s.properties ? ['object'] : s.items ? ['array'] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((t): fc.Arbitrary<unknown> => {
      switch (t) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return numberArb(s, true);
        case 'number':
          return numberArb(s, false);
        case 'string':
          return stringArb(s, name);
        case 'array': {
          const minLength = num(s.minItems) ?? 0;
          const maxLength = Math.max(minLength, Math.min(num(s.maxItems) ?? minLength + 4, minLength + 4));
          return fc.array(arbitraryFor((s.items as Schema | undefined) ?? true, roots, name, depth + 1), { minLength, maxLength });
        }
        case 'object': {
          const props = (s.properties ?? {}) as Record<string, Schema>;
          const required = ((s.required as string[] | undefined) ?? []).filter((k) => k in props);
          const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryFor(v, roots, k, depth + 1)]));
          return fc.record(model, { requiredKeys: required });
        }
        default:
          return fc.jsonValue({ maxDepth: 1 });
      }
    }),
  );
}

export const MUTATIONS = ['drop-required', 'wrong-type', 'out-of-range', 'extra-key', 'huge-string', 'nested-junk', 'not-an-object', 'malformed-json'] as const;
export type Mutation = (typeof MUTATIONS)[number];

const WRONG: unknown[] = [null, true, 0, -1, 1.5, 1e308, '', 'texto', [], [1, 2], {}, { a: 1 }];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'id', 'estado', 'extra'];

/** A JSON body text for a mutated copy of `value` (an invalid request), chosen by `kind` and `r`. */
export function mutate(value: unknown, schema: Schema, roots: unknown[], kind: Mutation, r: number): string {
  const s: Node = typeof schema === 'object' ? (typeof schema.$ref === 'string' ? (resolveRef(schema.$ref, roots) as Node) : schema) : {};
  const obj: Record<string, unknown> = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  const props = (s.properties ?? {}) as Record<string, Node>;
  const keys = Object.keys(props);
  const pick = <T>(list: readonly T[]): T | undefined => (list.length ? list[r % list.length] : undefined);
  const key = pick(keys) ?? 'campo';
  switch (kind) {
    case 'drop-required': {
      const k = pick((s.required as string[] | undefined) ?? keys);
      if (k) delete obj[k];
      return JSON.stringify(obj);
    }
    case 'wrong-type':
      obj[key] = WRONG[r % WRONG.length];
      return JSON.stringify(obj);
    case 'out-of-range': {
      const p = props[key] ?? {};
      const t = Array.isArray(p.type) ? p.type[0] : p.type;
      if (t === 'integer' || t === 'number') obj[key] = r % 2 ? (num(p.maximum) ?? 1e15) + 1 : (num(p.minimum) ?? num(p.exclusiveMinimum) ?? -1e15) - 1;
      else if (t === 'array') obj[key] = Array.from({ length: (num(p.maxItems) ?? 100) + 1 }, () => obj[key] && Array.isArray(obj[key]) ? (obj[key] as unknown[])[0] : {});
      else obj[key] = r % 2 ? 'x'.repeat((num(p.maxLength) ?? 1000) + 1) : '';
      return JSON.stringify(obj);
    }
    case 'extra-key': {
      const extra = pick(EXTRA_KEYS)!;
      return JSON.stringify(obj).replace(/^\{/, () => `{${JSON.stringify(extra)}:${JSON.stringify(WRONG[r % WRONG.length])}${Object.keys(obj).length ? ',' : ''}`);
    }
    case 'huge-string':
      obj[key] = 'ñ'.repeat(10_000 + (r % 90_000));
      return JSON.stringify(obj);
    case 'nested-junk': {
      const depth = 50 + (r % 5_000);
      obj[key] = '__JUNK__';
      const junk = r % 2 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      return JSON.stringify(obj).replace('"__JUNK__"', () => junk);
    }
    case 'not-an-object':
      return JSON.stringify(pick([null, [], [obj], 42, 'texto', true, '']));
    case 'malformed-json':
      return pick(['{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '{"a":1}{"b":2}', JSON.stringify(obj).slice(0, -1), '\u0000', ''])!;
  }
}
