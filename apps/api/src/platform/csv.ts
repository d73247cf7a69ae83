// The back office's CSV files (orders, catalogue), as a spreadsheet opened in Mexico reads them:
// RFC 4180 with `,` between fields and CRLF after each record, UTF-8 with a BOM (without it Excel takes
// the file for ANSI and breaks the accents), numbers with a `.` decimal point and nothing else.

/** Starts every file: Excel reads UTF-8 only when it sees it. */
export const BOM = '\uFEFF';

/**
 * One CSV field: quoted when it holds a comma, quote, line break or `;` (Excel set to `;` still sees one
 * field), and text starting with = + - @ tab or CR gets a leading `'` so a spreadsheet never runs it as a
 * formula (CSV injection). Numbers are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // Text already behind quotes (`'=…`) gets one more, so the import's one stripped quote gives it back.
  if (typeof value === 'string' && /^'*[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended as RFC 4180 says. */
export const csvRecord = (fields: string[]) => `${fields.join(',')}\r\n`;

/**
 * Integer centavos as a number a spreadsheet sums: `1552.80` — two decimals and a dot, no `$`, no
 * thousands separator (Mexican Excel and LibreOffice use the dot too). Computed from the integer, never
 * through a float, so the digits are exactly the stored amount.
 */
export function csvMoney(centavos: number): string {
  const abs = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
