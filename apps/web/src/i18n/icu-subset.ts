/**
 * A message in the form Lingui's compiler gives it: text, and `[name]`, `[name, kind]` or
 * `[name, 'plural' | 'select', cases]` for `{name}`, `{n, number}`, `{n, plural, one {…} other {…}}`.
 */
export type Part = string | [name: string, kind?: string, cases?: Record<string, Part[]>];

/**
 * Reads a Spanish message (the shop's own, keyed by their text) into Lingui's compiled form: the subset of ICU
 * the storefront's messages use — placeholders, `plural` (with `#` and `=n`), `select` and typed arguments.
 * catalogue.test.ts checks, for every message, that this gives exactly what `@lingui/message-utils` compiles.
 */
export function parseMessage(source: string): Part[] {
  return read(source, 0, false)[0];
}

function read(src: string, start: number, plural: boolean): [Part[], number] {
  const out: Part[] = [];
  let text = '';
  let i = start;
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  while (i < src.length && src[i] !== '}') {
    const c = src[i]!;
    if (c === '{') {
      flush();
      const [part, next] = argument(src, i + 1, plural);
      out.push(part);
      i = next;
    } else if (c === '#' && plural) {
      flush();
      out.push('#');
      i++;
    } else {
      text += c;
      i++;
    }
  }
  flush();
  return [out, i];
}

/** `{name}`, `{name, kind}` or `{name, kind, key {…} key {…}}` from after its `{`; returns where it ends. */
function argument(src: string, start: number, plural: boolean): [Part, number] {
  const field = (from: number): [string, number] => {
    let j = from;
    while (j < src.length && src[j] !== ',' && src[j] !== '}') j++;
    return [src.slice(from, j).trim(), j];
  };
  const [name, afterName] = field(start);
  if (src[afterName] === '}') return [[name], afterName + 1];
  const [kind, afterKind] = field(afterName + 1);
  if (src[afterKind] === '}') return [[name, kind], afterKind + 1];
  const cases: Record<string, Part[]> = {};
  let i = afterKind + 1;
  for (;;) {
    while (/\s/.test(src[i] ?? '')) i++;
    if (src[i] === '}' || i >= src.length) return [[name, kind, cases], i + 1];
    let k = i;
    while (k < src.length && src[k] !== '{' && !/\s/.test(src[k]!)) k++;
    const key = src.slice(i, k).replace(/^=/, '');
    while (src[k] !== '{' && k < src.length) k++;
    const [message, end] = read(src, k + 1, kind === 'plural' || (plural && kind !== 'select'));
    cases[key] = message;
    i = end + 1;
  }
}
