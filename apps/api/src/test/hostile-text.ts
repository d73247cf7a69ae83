import fc from 'fast-check';

/** The name a shopper reported: three <title>s, OG tags out of <head>, both JSON-LD blocks unparseable. */
export const REPORTED = `Canasta "2x$" 3x$'99 & $&`;

/**
 * What breaks text put into HTML, JSON in a <script>, a template or a CSV: String.prototype.replace's
 * patterns, quotes, markup, the shell's own placeholders, line separators JavaScript once refused in
 * strings, CSV's separators and a spreadsheet's formula starts.
 */
const FRAGMENTS = [
  '$&', "$'", '$`', '$1', '$$', '$<n>', '"', "'", '&', '&amp;', '&#60;', '<', '>', '</script>', '</title>', '</head>', '<!--', '<b>',
  '\u2028', '\u2029', '%STORE_NAME%', '%STORE_NAME_UPPER%', '%store_name%', ',', ';', '\\', '\\u003c', '=', '+', '-', '@', ' ', 'Ñandú', 'x', '🍓',
];

/** A name of `min` to `max` characters made of those pieces, as the back office stores it (trimmed). */
export const hostileText = (max: number, min = 2) =>
  fc
    .array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 10 })
    .map((parts) => parts.join('').trim())
    // Bounds that hold however a limit counts (UTF-16 units or code points: 🍓 is two units, one point).
    .filter((s) => [...s].length >= min && s.length <= max);

/** HTML's character references back to text (the server writes `&#38;`; browsers read every form). */
export const unescapeHtml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, ref: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (ref[0] !== '#') return named[ref.toLowerCase()]!;
    return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
  });
